import Foundation

/// What a navigation bar shows for one view controller: its title (or a title view), the
/// items on either side, and how its back button looks on the screen pushed after it.
///
/// ```swift
/// navigationItem.title = "Plants"
/// navigationItem.subtitle = "12 watered today"
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in addPlant() })
/// ```
///
/// A `searchController` puts its search bar under the title, stacked, collapsing as the
/// content scrolls up unless `hidesSearchBarWhenScrolling` is `false`; with an in-line
/// `preferredSearchBarPlacement` a search button at the trailing end of the row opens it.
///
/// A `prompt` shows as a line of text above the row of items.
///
/// Differs from UIKit: the in-line placements show a search button that opens the search bar
/// under the row (no field in the row, no toolbar integration; see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button to the previous screen shows.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous screen's back title or title, when it fits.
        case `default` = 0
        /// "Back" rather than the previous screen's title.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// Where a search controller's bar goes in the navigation bar.
    public enum SearchBarPlacement: Int, Sendable {
        /// Wherever suits the layout: stacked under the title on the phone.
        case automatic = 0
        /// At the trailing edge, in line with the other items.
        case integrated = 1
        /// Under the title, as before iOS 16.
        case stacked = 2
        /// In line, centred in a regular-width bar.
        case integratedCentered = 3
        /// In line, always shown as a button until activated.
        case integratedButton = 4
        /// At the trailing edge (the name before iOS 26 for `integrated`).
        public static var inline: SearchBarPlacement { .integrated }
    }

    /// A line of text above the title (the bar grows to show it).
    open var prompt: String? { didSet { itemDidChange() } }

    /// The search controller whose bar the navigation bar shows while this item is on top.
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether the search bar collapses as the content scrolls up (it comes back when the
    /// content returns to its top).
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
    /// Where the search bar should go.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { itemDidChange() } }
    /// Where the search bar goes: stacked under the title, or (for any in-line preference)
    /// behind a search button at the trailing end of the row until the search is active.
    open var searchBarPlacement: SearchBarPlacement {
        switch preferredSearchBarPlacement {
        case .automatic, .stacked: .stacked
        case .integrated, .integratedButton, .integratedCentered: .integratedButton
        }
    }

    /// Whether the search bar waits behind a button in the row (see `searchBarPlacement`).
    var searchBarIsBehindButton: Bool { searchController != nil && searchBarPlacement == .integratedButton }

    /// The title in the middle of the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// A second line under the title (iOS 26).
    open var subtitle: String? { didSet { itemDidChange() } }
    /// A view shown instead of the title, sized by its intrinsic size; a view whose
    /// horizontal hugging priority is below `.defaultLow` stretches across the free room.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// Items at the leading edge, the first nearest the edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// Items at the trailing edge, the first nearest the edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// Whether the leading items come after the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// Whether the back button is hidden.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// The title the next screen's back button shows for this one.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the next screen's back button shows for this one.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// When a large title shows while the bar prefers large titles: `.automatic` follows
    /// the item below (large at the root), `.always` shows one, `.never` and `.inline` don't.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The text of the large title (iOS 26); `nil` shows `title`.
    open var largeTitle: String? { didSet { itemDidChange() } }
    /// A line under the large title (iOS 26); `nil` shows `subtitle`.
    open var largeSubtitle: String? { didSet { itemDidChange() } }

    /// The bar's appearance while this item is on top; `nil` uses the bar's. Copied when set.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { standardAppearance = standardAppearance?.copied(); itemDidChange() }
    }
    /// The appearance in a vertically compact environment; `nil` uses the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copied(); itemDidChange() }
    }
    /// The appearance while the content rests at its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copied(); itemDidChange() }
    }
    /// The scroll-edge appearance in a vertically compact environment.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copied(); itemDidChange() }
    }

    /// The bar showing the item, told when it changes.
    weak var bar: UINavigationBar?

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// The leading item (the first of `leftBarButtonItems`).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The trailing item (the first of `rightBarButtonItems`).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    private func itemDidChange() {
        bar?.setNeedsItemsUpdate()
    }
}
