import Foundation

/// The standard content of a list cell, header or footer: an image, a text and a
/// secondary text, laid out with the system's margins and fonts.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()     // or UIListContentConfiguration.cell()
/// content.image = UIImage(systemName: "star.fill")
/// content.text = film.title
/// content.secondaryText = film.director
/// cell.contentConfiguration = content
/// ```
///
/// `cell()` stacks the secondary text under the text; `valueCell()` puts it at the
/// trailing edge; `subtitleCell()` stacks it in a smaller font. Headers and footers come
/// plain, grouped, prominent and sidebar. Fonts follow Dynamic Type.
///
/// Differs from UIKit: OpenUIKit draws DejaVu Sans as the system font, so cells are a
/// little wider and taller than on iOS for the same text.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Hashable {
    /// The image at the leading edge.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The text.
    public var text: String?
    /// Rich text, used instead of `text` when set.
    public var attributedText: NSAttributedString?
    /// How the text is shown.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// Rich secondary text, used instead of `secondaryText` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The space around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes along which the content keeps the cell's layout margins when they are larger.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Whether the texts share a line (text leading, secondary text trailing) while they fit.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// Which kind of element the configuration was made for, kept for `updated(for:)`.
    var role: Role
    /// The smallest height of the element (44 points for cells).
    var minimumHeight: CGFloat

    enum Role: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, header, footer
    }

    init(role: Role, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool = false, minimumHeight: CGFloat = 44) {
        self.role = role
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.minimumHeight = minimumHeight
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    // MARK: Cells

    /// A cell: body text with the secondary text under it.
    public static func cell() -> Self {
        Self(role: .cell, text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel), margins: cellMargins)
    }

    /// A cell whose secondary text is a smaller subtitle under the text.
    public static func subtitleCell() -> Self {
        Self(role: .subtitleCell, text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .footnote, color: .secondaryLabel), margins: cellMargins)
    }

    /// A cell whose secondary text is a value at the trailing edge.
    public static func valueCell() -> Self {
        var configuration = Self(role: .valueCell, text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .body, color: .secondaryLabel), margins: cellMargins, sideBySide: true)
        configuration.secondaryTextProperties.alignment = .justified
        return configuration
    }

    /// A sidebar cell: tinted image, body text.
    public static func sidebarCell() -> Self {
        var configuration = Self(role: .sidebarCell, text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel), margins: NSDirectionalEdgeInsets(top: 11, leading: 12, bottom: 11, trailing: 12))
        configuration.imageToTextPadding = 12
        return configuration
    }

    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> Self {
        var configuration = sidebarCell()
        configuration.secondaryTextProperties = TextProperties(style: .footnote, color: .secondaryLabel)
        return configuration
    }

    // MARK: Headers and footers

    /// The header of a list section, styled for the list's appearance when the list sets it.
    public static func header() -> Self { groupedHeader() }
    /// The footer of a list section.
    public static func footer() -> Self { groupedFooter() }

    /// A header for plain lists: bold body text.
    public static func plainHeader() -> Self {
        Self(role: .header, text: TextProperties(style: .headline, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), minimumHeight: 0)
    }

    /// A footer for plain lists.
    public static func plainFooter() -> Self {
        Self(role: .footer, text: TextProperties(style: .footnote, color: .secondaryLabel), secondary: TextProperties(style: .footnote, color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), minimumHeight: 0)
    }

    /// A header for grouped and inset-grouped lists: small secondary text in capitals.
    public static func groupedHeader() -> Self {
        var configuration = Self(role: .header, text: TextProperties(style: .footnote, color: .secondaryLabel), secondary: TextProperties(style: .footnote, color: .secondaryLabel),
                                 margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16), minimumHeight: 0)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A footer for grouped and inset-grouped lists: small secondary text.
    public static func groupedFooter() -> Self {
        Self(role: .footer, text: TextProperties(style: .footnote, color: .secondaryLabel), secondary: TextProperties(style: .footnote, color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 11, trailing: 16), minimumHeight: 0)
    }

    /// A large, bold header for inset-grouped lists.
    public static func prominentInsetGroupedHeader() -> Self {
        Self(role: .header, text: TextProperties(style: .title3, color: .label, bold: true), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 4, bottom: 8, trailing: 4), minimumHeight: 0)
    }

    /// A larger, bolder header for inset-grouped lists.
    public static func extraProminentInsetGroupedHeader() -> Self {
        Self(role: .header, text: TextProperties(style: .title2, color: .label, bold: true), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 4, bottom: 8, trailing: 4), minimumHeight: 0)
    }

    /// A header for sidebars.
    public static func sidebarHeader() -> Self {
        Self(role: .header, text: TextProperties(style: .headline, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 11, leading: 12, bottom: 6, trailing: 12), minimumHeight: 0)
    }

    // MARK: UIContentConfiguration

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for a state: unchanged (list content does not change with selection).
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

extension UIListContentConfiguration {
    /// Configurations are equal when they show the same thing the same way.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.image == rhs.image && lhs.text == rhs.text && lhs.attributedText == rhs.attributedText
            && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.imageProperties == rhs.imageProperties && lhs.textProperties == rhs.textProperties
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
            && lhs.role == rhs.role && lhs.minimumHeight == rhs.minimumHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(role)
    }
}
