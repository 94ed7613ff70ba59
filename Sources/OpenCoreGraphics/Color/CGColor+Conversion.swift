import Foundation

extension CGColor {
    /// The same colour expressed in another supported colour space.
    ///
    /// Converts through linear-light sRGB: Display P3 through its primaries' matrix, ICC
    /// spaces through Little CMS; gray targets take the Rec. 709 luminance. Values outside 0...1 survive
    /// into extended spaces and are clamped for the others. `options` is accepted for
    /// compatibility and ignored; unlike CoreGraphics it is a Swift dictionary.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        guard let values = components, let source = colorSpace, values.count == source.numberOfComponents + 1 else {
            return nil
        }
        let linear = source.linearRGB(values.dropLast())
        let encoded: [CGFloat]
        if space.model == .monochrome {
            encoded = [space.encode(0.2126 * linear.0 + 0.7152 * linear.1 + 0.0722 * linear.2)]
        } else {
            let target = space.fromLinearSRGB(linear)
            encoded = [space.encode(target.0), space.encode(target.1), space.encode(target.2)]
        }
        return CGColor(colorSpace: space, components: encoded + [alpha])
    }
}

extension CGColorSpace {
    /// Components of this space as linear-light RGB.
    func linearRGB(_ components: ArraySlice<CGFloat>) -> (CGFloat, CGFloat, CGFloat) {
        let values = components.map { $0.isFinite ? $0 : 0 }
        func decode(_ v: CGFloat) -> CGFloat {
            switch transfer {
            case .sRGB: return Self.sRGBInverseTransfer(v)
            case .linear: return v
            case .gamma22: return v < 0 ? -pow(-v, 2.2) : pow(v, 2.2)
            }
        }
        if model == .monochrome {
            let g = decode(values.first ?? 0)
            return (g, g, g)
        }
        switch gamut {
        case .sRGB:
            return (decode(values[0]), decode(values[1]), decode(values[2]))
        case .displayP3:
            return Self.multiply(Self.linearP3ToSRGB, (decode(values[0]), decode(values[1]), decode(values[2])))
        case .icc(let profile):
            let encoded = profile.sRGBComponents(values[0], values[1], values[2])
            return (Self.sRGBInverseTransfer(encoded.0), Self.sRGBInverseTransfer(encoded.1), Self.sRGBInverseTransfer(encoded.2))
        }
    }

    /// Linear-light sRGB as this space's linear-light components (its curve still to apply).
    func fromLinearSRGB(_ rgb: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        switch gamut {
        case .sRGB: return rgb
        case .displayP3: return Self.multiply(Self.linearSRGBToP3, rgb)
        case .icc(let profile):
            let encoded = profile.components(fromSRGB: Self.sRGBTransfer(rgb.0), Self.sRGBTransfer(rgb.1), Self.sRGBTransfer(rgb.2))
            return (Self.sRGBInverseTransfer(encoded.0), Self.sRGBInverseTransfer(encoded.1), Self.sRGBInverseTransfer(encoded.2))
        }
    }

    /// Display P3 to sRGB, both linear with the D65 white point.
    private static let linearP3ToSRGB: [[CGFloat]] = [
        [1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735],
    ]
    private static let linearSRGBToP3: [[CGFloat]] = [
        [0.8224621, 0.1775380, 0], [0.0331941, 0.9668058, 0], [0.0170827, 0.0723974, 0.9105199],
    ]

    private static func multiply(_ m: [[CGFloat]], _ v: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        (m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
         m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
         m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2)
    }

    /// A linear-light value encoded with this space's curve, clamped unless the space is extended.
    func encode(_ linear: CGFloat) -> CGFloat {
        let value: CGFloat
        switch transfer {
        case .sRGB: value = Self.sRGBTransfer(linear)
        case .linear: value = linear
        case .gamma22: value = linear < 0 ? -pow(-linear, 1 / 2.2) : pow(linear, 1 / 2.2)
        }
        return isExtended ? value : min(1, max(0, value))
    }
}
