import Foundation

/// The family of a colour space's components.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// How colour components are to be understood: which primaries and which transfer curve.
///
/// OpenCoreGraphics renders into 8-bit sRGB. Colours in other supported spaces are
/// converted when they are drawn: linear spaces are encoded with the sRGB curve,
/// extended-range components are clamped to what 8 bits can hold.
///
/// ```swift
/// let linear = CGColorSpace(name: CGColorSpace.extendedLinearSRGB)!
/// let color = CGColor(colorSpace: linear, components: [0.5, 0.5, 0.5, 1])!
/// ```
public final class CGColorSpace: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The standard RGB space of the web and of iOS displays before wide colour.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB primaries with the sRGB curve, components allowed outside 0...1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer curve.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// sRGB primaries, linear, components allowed outside 0...1: the working space of wide-colour rendering.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Apple's wide-colour space: DCI-P3 primaries, the D65 white point and the sRGB curve.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Display P3 with components allowed outside 0...1.
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// Gray with a 2.2 gamma curve.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with a linear curve.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Gray with the sRGB curve, components allowed outside 0...1.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    enum Transfer: Sendable {
        case sRGB, linear, gamma22
    }

    /// Which red, green and blue the components mean.
    enum Gamut: Sendable, Equatable {
        case sRGB, displayP3
        /// An ICC profile's, converted by Little CMS.
        case icc(ICCProfile)
    }

    /// The space's name, one of the `CGColorSpace` name constants.
    public let name: String?
    /// Whether components are gray or RGB.
    public let model: CGColorSpaceModel
    let transfer: Transfer
    let isExtended: Bool
    let gamut: Gamut

    private init(name: String?, model: CGColorSpaceModel, transfer: Transfer, isExtended: Bool, gamut: Gamut = .sRGB) {
        self.name = name
        self.model = model
        self.transfer = transfer
        self.isExtended = isExtended
        self.gamut = gamut
    }

    /// A colour space from an RGB ICC profile, converted to and from sRGB with Little CMS;
    /// `nil` for data that is not an RGB profile Little CMS can use.
    ///
    /// Differs from Core Graphics: takes `Data` rather than `CFData`; gray, CMYK and Lab
    /// profiles are refused.
    public convenience init?(iccData data: Data) {
        guard let profile = ICCProfile(data: data) else { return nil }
        self.init(name: nil, model: .rgb, transfer: .sRGB, isExtended: false, gamut: .icc(profile))
    }

    /// The ICC profile the space was made from with ``init(iccData:)``; `nil` for the named
    /// spaces (unlike Core Graphics, which makes profiles for those too).
    public func copyICCData() -> Data? {
        if case .icc(let profile) = gamut { return profile.data }
        return nil
    }

    /// The colour space with a system name, or `nil` for a name OpenCoreGraphics does not know.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB: self.init(name: name, model: .rgb, transfer: .sRGB, isExtended: false)
        case Self.extendedSRGB: self.init(name: name, model: .rgb, transfer: .sRGB, isExtended: true)
        case Self.linearSRGB: self.init(name: name, model: .rgb, transfer: .linear, isExtended: false)
        case Self.extendedLinearSRGB: self.init(name: name, model: .rgb, transfer: .linear, isExtended: true)
        case Self.genericGrayGamma2_2: self.init(name: name, model: .monochrome, transfer: .gamma22, isExtended: false)
        case Self.linearGray: self.init(name: name, model: .monochrome, transfer: .linear, isExtended: false)
        case Self.extendedGray: self.init(name: name, model: .monochrome, transfer: .sRGB, isExtended: true)
        case Self.displayP3: self.init(name: name, model: .rgb, transfer: .sRGB, isExtended: false, gamut: .displayP3)
        case Self.extendedDisplayP3: self.init(name: name, model: .rgb, transfer: .sRGB, isExtended: true, gamut: .displayP3)
        default: return nil
        }
    }

    /// The number of colour components, alpha not counted.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    /// Whether components may lie outside 0...1.
    public var isWideGamutRGB: Bool { model == .rgb && (isExtended || gamut != .sRGB) }

    static let deviceRGB = CGColorSpace(name: nil, model: .rgb, transfer: .sRGB, isExtended: false)
    static let deviceGray = CGColorSpace(name: nil, model: .monochrome, transfer: .sRGB, isExtended: false)
    static let standardRGB = CGColorSpace(name: sRGB)!
    static let grayGamma22 = CGColorSpace(name: genericGrayGamma2_2)!

    /// Spaces are equal when their name, model and transfer function match.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model && lhs.transfer == rhs.transfer
            && lhs.isExtended == rhs.isExtended && lhs.gamut == rhs.gamut
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// The space's name, for logs and test failures.
    public var description: String { "CGColorSpace(\(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray")))" }

    /// Converts components of this space to sRGB-encoded red, green and blue in 0...1.
    func sRGBEncoded(_ components: ArraySlice<CGFloat>) -> (CGFloat, CGFloat, CGFloat) {
        if gamut != .sRGB {
            let linear = linearRGB(components)
            func encode(_ v: CGFloat) -> CGFloat { min(1, max(0, Self.sRGBTransfer(v))) }
            return (encode(linear.0), encode(linear.1), encode(linear.2))
        }
        func encode(_ value: CGFloat) -> CGFloat {
            let v = value.isFinite ? value : 0
            let encoded: CGFloat
            switch transfer {
            case .sRGB: encoded = v
            case .linear: encoded = Self.sRGBTransfer(v)
            case .gamma22: encoded = Self.sRGBTransfer(pow(max(0, v), 2.2))
            }
            return min(1, max(0, encoded))
        }
        let values = Array(components)
        if model == .monochrome {
            let g = encode(values.first ?? 0)
            return (g, g, g)
        }
        return (encode(values[0]), encode(values[1]), encode(values[2]))
    }

    /// The sRGB curve: linear light to encoded value.
    static func sRGBTransfer(_ linear: CGFloat) -> CGFloat {
        let sign: CGFloat = linear < 0 ? -1 : 1
        let v = abs(linear)
        return sign * (v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055)
    }

    /// The inverse sRGB curve: encoded value to linear light.
    static func sRGBInverseTransfer(_ encoded: CGFloat) -> CGFloat {
        let sign: CGFloat = encoded < 0 ? -1 : 1
        let v = abs(encoded)
        return sign * (v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }
}

/// The device-dependent RGB space; OpenCoreGraphics treats it as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device-dependent gray space; OpenCoreGraphics treats it as gray with the sRGB curve.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
