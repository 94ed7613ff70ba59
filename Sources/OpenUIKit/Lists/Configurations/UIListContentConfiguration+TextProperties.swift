import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration shows one of its texts.
    @preconcurrency @MainActor
    public struct TextProperties: @MainActor Hashable {
        /// How the text lines up.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading (for a value cell's secondary text: trailing, as UIKit does with `.justified`).
            case natural
            case center
            /// For a value cell's secondary text: flush with the trailing edge.
            case justified
        }

        /// A change of case applied to the text.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// Changes `color` for display (for example to dim it when disabled).
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the text lines up.
        public var alignment: TextAlignment = .natural
        /// How a line too long for the room ends.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0 for no limit).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether characters are tightened before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the Dynamic Type size.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case applied to the text.
        public var transform: TextTransform = .none
        /// Whether a truncated text shows in full when hovered (no effect on Linux).
        public var showsExpansionTextWhenTruncated = false

        init(style: UIFont.TextStyle, color: UIColor, bold: Bool = false) {
            let font = UIFont.preferredFont(forTextStyle: style)
            self.font = bold ? UIFont.boldSystemFont(ofSize: font.pointSize) : font
            self.color = color
        }

        /// `color` after `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?.transform(color) ?? color
        }

        /// `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.colorTransformer == rhs.colorTransformer && lhs.alignment == rhs.alignment
                && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.transform == rhs.transform
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(numberOfLines)
        }
    }
}
