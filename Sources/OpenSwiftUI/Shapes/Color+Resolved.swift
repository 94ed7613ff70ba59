import Foundation

extension Color {
    /// A colour's sRGB components once resolved for an environment (light or dark,
    /// contrast): what the dynamic colour is there.
    ///
    /// ```swift
    /// let resolved = Color.accentColor.resolve(in: environment)
    /// let dimmed = Color(Color.Resolved(red: resolved.red * 0.8, green: resolved.green * 0.8, blue: resolved.blue * 0.8))
    /// ```
    public struct Resolved: Hashable, Sendable {
        /// Gamma-encoded sRGB red, 0...1.
        public var red: Float
        /// Gamma-encoded sRGB green, 0...1.
        public var green: Float
        /// Gamma-encoded sRGB blue, 0...1.
        public var blue: Float
        /// Opacity, 0...1.
        public var opacity: Float

        /// A colour from components in a colour space, stored as gamma-encoded sRGB.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
            let components = color.uiColor.cgColor.sRGBComponents
            self.red = Float(components.red)
            self.green = Float(components.green)
            self.blue = Float(components.blue)
            self.opacity = Float(components.alpha)
        }

        /// Linear (light-intensity) red.
        public var linearRed: Float {
            get { Self.linear(red) }
            set { red = Self.encoded(newValue) }
        }

        /// Linear green.
        public var linearGreen: Float {
            get { Self.linear(green) }
            set { green = Self.encoded(newValue) }
        }

        /// Linear blue.
        public var linearBlue: Float {
            get { Self.linear(blue) }
            set { blue = Self.encoded(newValue) }
        }

        /// The colour as a Core Graphics colour in sRGB.
        public var cgColor: CGColor {
            CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }

        private static func linear(_ v: Float) -> Float {
            v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4)
        }

        private static func encoded(_ v: Float) -> Float {
            v <= 0.0031308 ? v * 12.92 : 1.055 * powf(v, 1 / 2.4) - 0.055
        }
    }

    /// A colour of resolved components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// What this colour is in an environment (its appearance and contrast).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let components = resolvedColor(in: environment).cgColor.sRGBComponents
        var resolved = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        resolved.red = Float(components.red)
        resolved.green = Float(components.green)
        resolved.blue = Float(components.blue)
        resolved.opacity = Float(components.alpha)
        return resolved
    }
}
