import Foundation

/// Per-pixel clip coverage over a whole context (0 = clipped away, 255 = fully inside).
///
/// Immutable once built, so saved graphics states can share it.
final class ClipMask {
    let width: Int
    let height: Int
    let coverage: [UInt8]

    init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The mask of a rasterized shape, multiplied by `previous` where there is one.
    static func intersecting(
        _ previous: ClipMask?, width: Int, height: Int, rule: CGPathFillRule, rasterizer: inout Rasterizer
    ) -> ClipMask {
        var coverage = [UInt8](repeating: 0, count: width * height)
        rasterizer.sweep(rule: rule) { y, spans in
            for span in spans {
                let start = y * width + Int(span.x)
                for i in start..<(start + Int(span.count)) { coverage[i] = UInt8(span.coverage) }
            }
        }
        if let previous {
            for i in coverage.indices where coverage[i] != 0 {
                coverage[i] = UInt8(Pixel.multiply(UInt32(coverage[i]), UInt32(previous.coverage[i])))
            }
        }
        return ClipMask(width: width, height: height, coverage: coverage)
    }
}
