import Foundation

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extend the first colour before the start point or circle.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extend the last colour after the end point or circle.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// A smooth transition between colours at locations from 0 to 1.
///
/// Colours are interpolated as straight (unpremultiplied) components in the
/// gradient's colour space: sRGB-encoded for sRGB or `nil`, linear light for the
/// linear spaces. Unlike CoreGraphics, which takes a `CFArray`, colours come as `[CGColor]`.
///
/// ```swift
/// let gradient = CGGradient(colorsSpace: nil,
///                           colors: [CGColor(red: 1, green: 0.4, blue: 0, alpha: 1), CGColor(gray: 1, alpha: 0)],
///                           locations: [0, 1])!
/// context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 200), options: [])
/// ```
public final class CGGradient: Sendable {
    /// Entries in the lookup table drawing uses.
    static let tableSize = 1024

    /// Premultiplied colours sampled evenly from location 0 to 1.
    let table: [UInt32]

    private init(stops: [(location: CGFloat, color: (CGFloat, CGFloat, CGFloat, CGFloat))], linear: Bool) {
        table = Self.makeTable(stops: stops, linear: linear)
    }

    /// A gradient through `colors`, spaced evenly or at `locations` (one per colour, 0...1).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let places = Self.locations(locations, count: colors.count)
        let linear = space?.transfer == .linear
        let stops = zip(places, colors).map { place, color in
            let c = color.sRGBComponents
            return (place, Self.interpolationComponents(c.red, c.green, c.blue, c.alpha, linear: linear))
        }
        self.init(stops: stops, linear: linear)
    }

    /// A gradient through the `CGColor`s in a Core Foundation array (`[a, b] as CFArray`),
    /// as Core Graphics takes them; elements that are not colours are left out.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors.compactMap { $0 as? CGColor }, locations: locations)
    }

    /// A gradient from `count` colours given as components of `space` (alpha last) at `locations`.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        let colors = (0..<count).compactMap { i in
            CGColor(colorSpace: space, components: Array(UnsafeBufferPointer(start: components + i * perColor, count: perColor)))
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let pointer else {
            return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
        return (0..<count).map { i in
            let v = pointer[i]
            return v.isFinite ? min(1, max(0, v)) : 0
        }
    }

    private static func interpolationComponents(
        _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat, linear: Bool
    ) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard linear else { return (r, g, b, a) }
        return (
            CGColorSpace.sRGBInverseTransfer(r), CGColorSpace.sRGBInverseTransfer(g),
            CGColorSpace.sRGBInverseTransfer(b), a
        )
    }

    private static func makeTable(
        stops unsorted: [(location: CGFloat, color: (CGFloat, CGFloat, CGFloat, CGFloat))], linear: Bool
    ) -> [UInt32] {
        let stops = unsorted.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        return (0..<tableSize).map { i in
            let t = CGFloat(i) / CGFloat(tableSize - 1)
            var color = stops[0].color
            if t >= stops[stops.count - 1].location {
                color = stops[stops.count - 1].color
            } else if t > stops[0].location {
                let upper = stops.firstIndex { $0.location > t } ?? stops.count - 1
                let lo = stops[upper - 1], hi = stops[upper]
                let f = (t - lo.location) / (hi.location - lo.location)
                color = (
                    lo.color.0 + (hi.color.0 - lo.color.0) * f, lo.color.1 + (hi.color.1 - lo.color.1) * f,
                    lo.color.2 + (hi.color.2 - lo.color.2) * f, lo.color.3 + (hi.color.3 - lo.color.3) * f
                )
            }
            if linear {
                color = (
                    CGColorSpace.sRGBTransfer(color.0), CGColorSpace.sRGBTransfer(color.1),
                    CGColorSpace.sRGBTransfer(color.2), color.3
                )
            }
            return Pixel.premultiplied(red: color.0, green: color.1, blue: color.2, alpha: color.3)
        }
    }

    /// The premultiplied colour at `t`, which must lie in 0...1.
    @inline(__always) func color(at t: Float) -> UInt32 {
        table[Int(t * Float(Self.tableSize - 1) + 0.5)]
    }
}
