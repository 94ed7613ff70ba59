import Foundation

/// How a list draws the lines between its cells.
@preconcurrency @MainActor
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// The separator above a cell.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below a cell.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the top separator (`automaticInsets`: from the cell's text).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// Insets of the bottom separator (`automaticInsets`: from the cell's text).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' colour.
    public var color: UIColor = .separator
    /// The separators' colour while several cells are selected.
    public var multipleSelectionColor: UIColor = .separator

    /// Insets that mean "the system's".
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// The separators of a list of this appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
