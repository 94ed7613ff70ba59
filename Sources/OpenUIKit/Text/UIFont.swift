import Foundation
import Synchronization
import OpenCoreText

/// A font at a size: the face text is set in and its metrics.
///
/// The system font is DejaVu Sans (`FontFace.systemFamily`), the stand-in for San
/// Francisco; weights from `.semibold` up use its bold face. Text in it is shaped by
/// OpenCoreText's typesetter; a `UIFont` stands for a `CTFont` in attributed strings, as
/// the two are toll-free bridged on Apple's systems.
///
/// ```swift
/// label.font = .systemFont(ofSize: 17, weight: .semibold)
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// The size in points.
    public let pointSize: CGFloat
    /// The face's family name.
    public var familyName: String { face?.familyName ?? "System" }
    /// The font's name.
    public let fontName: String
    let face: FontFace?
    let weight: Weight
    /// The weight asked for, before Bold Text made it heavier.
    let requestedWeight: Weight
    let isItalic: Bool
    /// How the font scales with Dynamic Type: a text style, or metrics and a base size.
    let scaling: Scaling?

    enum Scaling: Sendable, Hashable {
        case textStyle(TextStyle)
        case metrics(UIFont.TextStyle, unscaledPointSize: CGFloat)
    }

    private init(face: FontFace?, name: String, size: CGFloat, weight: Weight, requestedWeight: Weight? = nil,
                 italic: Bool = false, scaling: Scaling? = nil) {
        self.face = face
        self.isItalic = italic
        self.fontName = name
        self.pointSize = size.isFinite && size > 0 ? min(size, 10_000) : 17
        self.weight = weight
        self.requestedWeight = requestedWeight ?? weight
        self.scaling = scaling
        super.init()
    }

    /// A copy with another size or scaling, keeping face, weights and slant.
    private func copy(size: CGFloat? = nil, scaling: Scaling?) -> UIFont {
        Self.shared(face: face, name: fontName, size: size ?? pointSize, weight: weight, requestedWeight: requestedWeight,
                    italic: isItalic, scaling: scaling)
    }

    func with(textStyle: TextStyle) -> UIFont {
        copy(scaling: .textStyle(textStyle))
    }

    func with(metrics: UIFontMetrics, unscaledPointSize: CGFloat) -> UIFont {
        copy(scaling: .metrics(metrics.textStyle, unscaledPointSize: unscaledPointSize))
    }

    /// The size before Dynamic Type scaling.
    var unscaledPointSize: CGFloat {
        if case .metrics(_, let base) = scaling { return base }
        return pointSize
    }

    /// The same font re-scaled for a content size category and drawn at the traits'
    /// legibility weight, if it scales with Dynamic Type.
    func adjusted(for traits: UITraitCollection) -> UIFont? {
        switch scaling {
        case .textStyle(let style):
            // Keep the weight and traits (a bold title stays bold), take the category's size.
            let size = style.pointSize(for: traits.preferredContentSizeCategory)
            return copy(size: size, scaling: scaling).withLegibilityWeight(for: traits)
        case .metrics(let style, let base):
            return UIFontMetrics(forTextStyle: style).scaledFont(for: withSize(base), compatibleWith: traits)
                .withLegibilityWeight(for: traits)
        case nil:
            return nil
        }
    }

    /// The system font at its requested weight, or one weight heavier when the traits ask
    /// for bold legibility (the Bold Text setting when they do not say). Other families
    /// stay as they are, as on iOS.
    func withLegibilityWeight(for traits: UITraitCollection?) -> UIFont {
        let bold = switch traits?.legibilityWeight ?? .unspecified {
        case .bold: true
        case .regular: false
        case .unspecified: BoldTextSetting.isEnabled
        }
        return withLegibilityWeight(bold: bold)
    }

    private func withLegibilityWeight(bold: Bool) -> UIFont {
        let target = bold ? requestedWeight.heavierForBoldText : requestedWeight
        guard target != weight, fontName.hasPrefix(Self.systemFontNamePrefix) else { return self }
        return Self.makeSystemFont(size: pointSize, weight: target, requestedWeight: requestedWeight, italic: isItalic, scaling: scaling)
    }

    private static let systemFontNamePrefix = ".SFUI-"

    private static func makeSystemFont(size: CGFloat, weight: Weight, requestedWeight: Weight, italic: Bool = false,
                                       scaling: Scaling? = nil) -> UIFont {
        let bold = weight.rawValue >= Weight.semibold.rawValue
        let face = try? FontFace.matching(family: FontFace.systemFamily, bold: bold, italic: italic)
        let style = (bold ? "Bold" : "Regular") + (italic ? "Italic" : "")
        return shared(face: face, name: systemFontNamePrefix + style, size: size, weight: weight,
                      requestedWeight: requestedWeight, italic: italic, scaling: scaling)
    }

    /// One instance per distinct font, as UIKit caches its fonts: equal requests hand out
    /// the same object, so comparing attribute runs is usually a pointer check.
    private static func shared(face: FontFace?, name: String, size: CGFloat, weight: Weight, requestedWeight: Weight,
                               italic: Bool, scaling: Scaling?) -> UIFont {
        let key = InstanceKey(path: face?.path, name: name, size: size.isNaN ? -1 : size, weight: weight,
                              requestedWeight: requestedWeight, italic: italic, scaling: scaling)
        return instances.withLock { table in
            if let font = table[key] { return font }
            // A bound on what a long-running app accumulates; clearing only costs identity.
            if table.count >= 1_024 { table.removeAll() }
            let font = UIFont(face: face, name: name, size: size, weight: weight, requestedWeight: requestedWeight,
                              italic: italic, scaling: scaling)
            table[key] = font
            return font
        }
    }

    private struct InstanceKey: Hashable {
        let path: String?
        let name: String
        let size: CGFloat
        let weight: Weight
        let requestedWeight: Weight
        let italic: Bool
        let scaling: Scaling?
    }

    private static let instances = Mutex<[InstanceKey: UIFont]>([:])

    /// A named family at a size, or `nil` when fontconfig finds nothing installed for it.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = try? FontFace.matching(family: fontName, bold: false) else { return nil }
        self.init(face: face, name: fontName, size: fontSize, weight: .regular)
    }

    /// The system font at a size, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight; one weight heavier while Bold Text is on
    /// (``UIAccessibility/isBoldTextEnabled``), as on iOS.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        makeSystemFont(size: fontSize, weight: weight, requestedWeight: weight).withLegibilityWeight(for: nil)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size, regular weight.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        makeSystemFont(size: fontSize, weight: .regular, requestedWeight: .regular, italic: true).withLegibilityWeight(for: nil)
    }

    /// The same font at another size (no longer scaling with Dynamic Type).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        copy(size: fontSize, scaling: nil)
    }

    /// A font from a descriptor; `pointSize` 0 uses the descriptor's size (17 if it has none).
    /// A descriptor with a text style scales like that style.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 17)
        let traits = descriptor.symbolicTraits
        let bold = traits.contains(.traitBold), italic = traits.contains(.traitItalic)
        let face = (try? FontFace.matching(family: descriptor.family, bold: bold, italic: italic))
            ?? (try? FontFace.matching(family: FontFace.systemFamily, bold: bold, italic: italic))
        let scaling = descriptor.textStyle.map { Scaling.textStyle($0) }
        self.init(face: face, name: descriptor.family, size: size, weight: bold ? max(descriptor.weight, .semibold) : descriptor.weight,
                  italic: italic, scaling: scaling)
    }

    /// The font's descriptor: family, size, weight and traits.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if isItalic { traits.insert(.traitItalic) }
        if weight.rawValue >= Weight.semibold.rawValue { traits.insert(.traitBold) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.weight: weight, UIFontDescriptor.TraitKey.symbolic: traits.rawValue],
        ]
        if case .textStyle(let style) = scaling { attributes[.textStyle] = style }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// Baseline to the top of tall glyphs.
    public var ascender: CGFloat { face?.ascender(size: pointSize) ?? pointSize * 0.93 }
    /// Baseline to the bottom of descenders (negative).
    public var descender: CGFloat { face?.descender(size: pointSize) ?? -pointSize * 0.24 }
    /// The distance between baselines of consecutive lines.
    public var lineHeight: CGFloat { face?.lineHeight(size: pointSize) ?? pointSize * 1.17 }
    /// Extra space between lines beyond the glyphs' extent.
    public var leading: CGFloat { max(0, lineHeight - (ascender - descender)) }

    /// Fonts are equal when their name, size, weight and slant match.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic
    }

    /// A hash of the name and size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The name and size, for logs and test failures.
    open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont {
    /// A font weight, from ultra light (-0.8) to black (0.62), as UIKit defines them.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// Lighter weights order first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from -1 (lightest) to 1 (heaviest).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(-0.8)
        /// Thin.
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// The body-text weight.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold: UIKit's headline weight.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// The heaviest weight.
        public static let black = Weight(0.62)

        /// The weight Bold Text draws this one at: body text (regular) turns semibold,
        /// other weights move one step heavier, black stays black.
        var heavierForBoldText: Weight {
            let ladder: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            let tolerance: CGFloat = 0.001
            guard let index = ladder.firstIndex(where: { $0.rawValue >= rawValue - tolerance }) else { return self }
            guard abs(ladder[index].rawValue - rawValue) <= tolerance else { return ladder[index] }
            let steps = self == .regular ? 2 : 1
            return ladder[min(index + steps, ladder.count - 1)]
        }
    }
}
