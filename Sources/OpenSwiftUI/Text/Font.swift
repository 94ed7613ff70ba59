import Foundation

/// A font for text: a text style that follows Dynamic Type, or a fixed size.
///
/// ```swift
/// Text("Insights").font(.title2.weight(.semibold))
/// Text("42").font(.system(size: 34, weight: .bold, design: .rounded))
/// ```
///
/// Differs from SwiftUI: Linux has no SF faces, so `.serif` uses DejaVu Serif,
/// `.monospaced` DejaVu Sans Mono (both in `fonts-dejavu-core`), and `.rounded` the system
/// face; `monospacedDigit()` keeps the system face, whose digits are already of one width.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false

    /// A text style: a size and weight that Dynamic Type scales.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var uiKitStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let uiKitWeight: UIFont.Weight

        /// The ultra light weight.
        public static let ultraLight = Weight(uiKitWeight: .ultraLight)
        /// The thin weight.
        public static let thin = Weight(uiKitWeight: .thin)
        /// The light weight.
        public static let light = Weight(uiKitWeight: .light)
        /// The regular weight.
        public static let regular = Weight(uiKitWeight: .regular)
        /// The medium weight.
        public static let medium = Weight(uiKitWeight: .medium)
        /// The semibold weight.
        public static let semibold = Weight(uiKitWeight: .semibold)
        /// The bold weight.
        public static let bold = Weight(uiKitWeight: .bold)
        /// The heavy weight.
        public static let heavy = Weight(uiKitWeight: .heavy)
        /// The black weight.
        public static let black = Weight(uiKitWeight: .black)
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The face that stands for the design on Linux; `nil` keeps the system face.
        var linuxFamily: String? {
            switch self {
            case .serif: return "DejaVu Serif"
            case .monospaced: return "DejaVu Sans Mono"
            case .default, .rounded: return nil
            }
        }
    }

    /// The large title text style, scaled by Dynamic Type.
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// The title text style, scaled by Dynamic Type.
    public static let title = Font(base: .style(.title))
    /// The title2 text style, scaled by Dynamic Type.
    public static let title2 = Font(base: .style(.title2))
    /// The title3 text style, scaled by Dynamic Type.
    public static let title3 = Font(base: .style(.title3))
    /// The headline text style, scaled by Dynamic Type.
    public static let headline = Font(base: .style(.headline))
    /// The subheadline text style, scaled by Dynamic Type.
    public static let subheadline = Font(base: .style(.subheadline))
    /// The body text style, scaled by Dynamic Type.
    public static let body = Font(base: .style(.body))
    /// The callout text style, scaled by Dynamic Type.
    public static let callout = Font(base: .style(.callout))
    /// The footnote text style, scaled by Dynamic Type.
    public static let footnote = Font(base: .style(.footnote))
    /// The caption text style, scaled by Dynamic Type.
    public static let caption = Font(base: .style(.caption))
    /// The caption2 text style, scaled by Dynamic Type.
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font at a fixed size (it does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size.isFinite && size > 0 ? min(size, 10_000) : 17), weight: weight, design: design)
    }

    /// The system font for a text style, with a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A named font at a size that scales with Dynamic Type as the body style does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// A font of a UIKit font.
    public init(_ font: UIFont) {
        base = .custom(name: font.fontName, size: font.pointSize, relativeTo: nil)
    }

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// The font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italics.
    /// The font in its monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The font with digits of one width, for counters and times (the system face's digits
    /// already are).
    public func monospacedDigit() -> Font { self }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The UIKit font for a content size category.
    func uiFont(for category: UIContentSizeCategory) -> UIFont {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        var font: UIFont
        switch base {
        case .style(let style):
            let preferred = UIFont.preferredFont(forTextStyle: style.uiKitStyle, compatibleWith: traits)
            font = weight.map { UIFont.systemFont(ofSize: preferred.pointSize, weight: $0.uiKitWeight) } ?? preferred
        case .system(let size):
            font = UIFont.systemFont(ofSize: size, weight: weight?.uiKitWeight ?? .regular)
        case .custom(let name, let size, let style):
            let scaled = style.map { UIFontMetrics(forTextStyle: $0.uiKitStyle).scaledValue(for: size, compatibleWith: traits) } ?? size
            font = UIFont(name: name, size: scaled) ?? UIFont.systemFont(ofSize: scaled, weight: weight?.uiKitWeight ?? .regular)
        }
        if let family = design?.linuxFamily, let designed = UIFont(name: family, size: font.pointSize) {
            font = designed
            let bold = (weight?.uiKitWeight ?? .regular).rawValue >= UIFont.Weight.semibold.rawValue
            if bold, let descriptor = font.fontDescriptor.withSymbolicTraits(.traitBold) {
                font = UIFont(descriptor: descriptor, size: font.pointSize)
            }
        }
        if isItalic, let descriptor = font.fontDescriptor.withSymbolicTraits(.traitItalic) {
            font = UIFont(descriptor: descriptor, size: font.pointSize)
        }
        return font
    }
}

extension View {
    /// Sets the font of text inside.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }
}
