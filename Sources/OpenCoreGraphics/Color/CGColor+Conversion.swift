import Foundation

extension CGColor {
    /// The same colour expressed in another supported colour space.
    ///
    /// Converts through linear light: RGB spaces keep their primaries (all supported ones
    /// are sRGB's), gray targets take the Rec. 709 luminance. Values outside 0...1 survive
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
            encoded = [space.encode(linear.0), space.encode(linear.1), space.encode(linear.2)]
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
        return (decode(values[0]), decode(values[1]), decode(values[2]))
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
