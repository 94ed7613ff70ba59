import Foundation

extension Color {
    /// The colour space of a colour's red, green and blue components.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, gamma encoded: the usual space of colour pickers and CSS.
        case sRGB
        /// sRGB's primaries with linear components (light intensities).
        case sRGBLinear
        /// Display P3, gamma encoded: wider than sRGB. Drawing is in sRGB, so colours beyond
        /// it are clamped to its edge.
        case displayP3

        var cgColorSpaceName: String {
            switch self {
            case .sRGB: return CGColorSpace.sRGB
            case .sRGBLinear: return CGColorSpace.linearSRGB
            case .displayP3: return CGColorSpace.displayP3
            }
        }
    }

    /// A colour from components in a colour space.
    ///
    /// ```swift
    /// Color(.displayP3, red: 1, green: 0.2, blue: 0.4)
    /// ```
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let components = [red, green, blue, opacity].map { CGFloat($0.isFinite ? $0 : 0) }
        if colorSpace == .sRGB {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        } else if let space = CGColorSpace(name: colorSpace.cgColorSpaceName),
                  let color = CGColor(colorSpace: space, components: components) {
            let srgb = color.sRGBComponents
            self.init(red: Double(srgb.red), green: Double(srgb.green), blue: Double(srgb.blue), opacity: Double(srgb.alpha))
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// A grey in a colour space, from white 0 (black) to 1 (white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
