import Foundation

/// A list's look for a compositional layout: plain, grouped, inset grouped or sidebar,
/// with separators and header and footer modes.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Cells size themselves (estimated 44 points high); inset-grouped sections have
/// rounded corners; plain lists pin their headers.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// What makes a section's header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, styled as a header.
        case firstItemInSection
    }

    /// What makes a section's footer.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// Whether cells have separators.
    public var showsSeparators = true
    /// How separators are drawn.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// The list's background (`nil`: the appearance's).
    public var backgroundColor: UIColor?
    /// What makes section headers.
    public var headerMode: HeaderMode = .none
    /// What makes section footers.
    public var footerMode: FooterMode = .none
    /// Extra space above each header (`nil`: the appearance's).
    public var headerTopPadding: CGFloat?
    /// Adjusts one item's separators.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

    /// Gives a row's swipe actions, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the row's leading edge shows (towards the trailing edge).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the row's trailing edge shows (towards the leading edge).
    ///
    /// ```swift
    /// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
    ///     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
    ///         store.deleteFilm(at: indexPath)
    ///         done(true)
    ///     }
    ///     return UISwipeActionsConfiguration(actions: [delete])
    /// }
    /// ```
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background the appearance gives the collection view.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }

    /// The corner radius of inset-grouped sections.
    static let insetGroupedCornerRadius: CGFloat = 26
}
