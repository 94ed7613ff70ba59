import Foundation

/// What a tab bar shows for one tab: a title, an image (and one for when it is selected),
/// and an optional badge.
///
/// ```swift
/// plantsController.tabBarItem = UITabBarItem(title: "Plants", image: UIImage(systemName: "house.fill"), tag: 0)
/// plantsController.tabBarItem.badgeValue = "3"
/// ```
///
/// The system items take UIKit's titles; their images are OpenUIKit's own drawings of the
/// matching symbols.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The tab bar's system items.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image while the tab is selected; `nil` shows `image`.
    open var selectedImage: UIImage? { didSet { barItemDidChange() } }
    /// The text of the badge on the item's corner (a count, a word); `nil` shows none, an
    /// empty string a dot.
    open var badgeValue: String? { didSet { barItemDidChange() } }
    /// The badge's background; `nil` is system red.
    open var badgeColor: UIColor? { didSet { barItemDidChange() } }
    /// Whether the item is a search tab's, which iOS 26 floats in a glass circle of its own.
    var isSearchTab = false

    public override init() {
        super.init()
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and its unselected and selected images.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items, with its title and image.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let look = Self.look(of: systemItem)
        self.init(title: look.title, image: UIImage(systemName: look.symbol), tag: tag)
    }

    private static func look(of item: SystemItem) -> (title: String, symbol: String) {
        switch item {
        case .more: ("More", "ellipsis")
        case .favorites: ("Favorites", "star.fill")
        case .featured: ("Featured", "star.fill")
        case .topRated: ("Top Rated", "star.fill")
        case .recents: ("Recents", "clock")
        case .contacts: ("Contacts", "person.crop.circle")
        case .history: ("History", "clock")
        case .bookmarks: ("Bookmarks", "book")
        case .search: ("Search", "magnifyingglass")
        case .downloads: ("Downloads", "arrow.down.circle")
        case .mostRecent: ("Most Recent", "clock")
        case .mostViewed: ("Most Viewed", "star.fill")
        }
    }
}
