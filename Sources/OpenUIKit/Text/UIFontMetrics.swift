import Foundation

/// Scales fonts and values of your own for the user's preferred content size, the way a
/// text style scales.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// label.font = metrics.scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
/// label.adjustsFontForContentSizeCategory = true
/// let spacing = metrics.scaledValue(for: 8)
/// ```
public struct UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    let textStyle: UIFont.TextStyle

    /// Metrics that scale like a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The factor this style scales by at a content size category, relative to `.large`.
    func scale(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// A font scaled for the default traits' content size; a label with
    /// `adjustsFontForContentSizeCategory` re-scales it when the traits change.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// A font scaled for a trait collection's content size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.unscaledPointSize
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return font.withSize(base * scale(for: category)).with(metrics: self, unscaledPointSize: base)
    }

    /// A font scaled for the content size, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        return scaled.withSize(maximumPointSize).with(metrics: self, unscaledPointSize: font.unscaledPointSize)
    }

    /// A value scaled for the default traits' content size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A value scaled for a trait collection's content size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}
