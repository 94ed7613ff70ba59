import Foundation

/// A colour: components in a colour space, with alpha last.
///
/// ```swift
/// let indigo = CGColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
/// let faded = indigo.copy(alpha: 0.5)
/// ```
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    public let components: [CGFloat]?

    private init(space: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = space
        self.components = components
    }

    /// An sRGB colour. Components are clamped to 0...1 when drawn.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, components: [red, green, blue, alpha])
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray in the generic gamma-2.2 gray space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22, components: [gray, alpha])
    }

    /// A gray in the generic gamma-2.2 gray space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A colour from `space.numberOfComponents + 1` components read from `components`.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, components: values)
    }

    /// A colour from an array of `space.numberOfComponents + 1` components; `nil` for the wrong count.
    ///
    /// An OpenCoreGraphics convenience: CoreGraphics takes a pointer.
    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard components.count == space.numberOfComponents + 1 else { return nil }
        self.init(space: space, components: components)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour's opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    /// Colours are equal when their space and components match.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The space and components, for logs and test failures.
    public var description: String { "CGColor(\(colorSpace?.description ?? "?"), \(components ?? []))" }

    /// Red, green, blue (sRGB-encoded) and alpha, each clamped to 0...1.
    package var sRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let values = components, let space = colorSpace, values.count == space.numberOfComponents + 1 else {
            return (0, 0, 0, 0)
        }
        let (r, g, b) = space.sRGBEncoded(values.dropLast())
        let a = values[values.count - 1]
        return (r, g, b, a.isFinite ? min(1, max(0, a)) : 0)
    }

    /// The colour as one premultiplied RGBA8 pixel, with `alpha` applied on top.
    func premultipliedPixel(alpha extraAlpha: CGFloat = 1) -> UInt32 {
        let c = sRGBComponents
        return Pixel.premultiplied(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * extraAlpha)
    }
}
