import CCairo
import Foundation
import OpenCoreGraphics

/// The shared workload: the same 300 shapes for every renderer, from a fixed seed.
enum RoundedRectScene {
    static let width = 1206
    static let height = 2622

    struct Shape {
        var rect: CGRect
        var radius: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        var path: CGPath
    }

    static func make(opaque: Bool) -> [Shape] {
        var random = SplitMix64(seed: 0x5EED)
        return (0..<300).map { _ in
            let w = 40 + random.unit() * 360, h = 40 + random.unit() * 360
            let rect = CGRect(
                x: random.unit() * (CGFloat(width) - w), y: random.unit() * (CGFloat(height) - h), width: w, height: h)
            let radius = 4 + random.unit() * (min(w, h) / 2 - 4)
            let path = CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
            return Shape(
                rect: rect, radius: radius, red: random.unit(), green: random.unit(), blue: random.unit(),
                alpha: opaque ? 1 : 0.5 + random.unit() * 0.5, path: path)
        }
    }

    /// The same rounded rectangle as `CGPath(roundedRect:...)`: four quarter circles.
    static func addCairoRoundedRect(_ cr: OpaquePointer?, _ shape: Shape) {
        let r = shape.rect, radius = Double(shape.radius)
        let (minX, minY, maxX, maxY) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        cairo_new_sub_path(cr)
        cairo_arc(cr, maxX - radius, minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, maxX - radius, maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, minX + radius, maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, minX + radius, minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}

/// A small deterministic generator so every run and renderer draws the same scene.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}
