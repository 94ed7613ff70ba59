import Foundation

extension UIFont {
    /// A semantic text style: the role of text, which sets its size and weight and scales
    /// with the user's preferred content size (Dynamic Type).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes for the content size categories from extra small to accessibility
        /// extra extra extra large (Apple's iOS Dynamic Type table).
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            default: Self.body.sizes
            }
        }

        /// The style's size for a content size category (`.large` when unspecified).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let index = category == .unspecified ? 3 : max(0, category.order)
            return sizes[min(index, sizes.count - 1)]
        }

        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for a text style at the preferred content size and legibility weight
    /// of `traitCollection` (or of a light iPhone at the default size, with the Bold Text
    /// setting, when `nil`).
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .body)
    /// label.adjustsFontForContentSizeCategory = true
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let font = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
        return font.with(textStyle: style).withLegibilityWeight(for: traitCollection)
    }

    /// A system font whose digits all have the same width, for counters and times.
    ///
    /// The default face's digits (DejaVu Sans on Debian) are already of one width, so this
    /// is the system font at that weight.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
}
