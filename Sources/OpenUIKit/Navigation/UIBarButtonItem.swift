import Foundation

/// A button in a navigation bar (or toolbar): a title, an image, a system item, or a view
/// of your own. In iOS 26's look items float on glass: adjacent items share one capsule
/// unless `hidesSharedBackground`, `sharesBackground = false` or a fixed space splits them,
/// and `.prominent` items get a capsule of their own, tinted.
///
/// ```swift
/// navigationItem.rightBarButtonItems = [
///     UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: UIAction { _ in add() }),
///     UIBarButtonItem(systemItem: .search, primaryAction: UIAction { _ in search() }),
/// ]
///
/// let sort = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: sortMenu)   // a tap shows the menu
/// inbox.badge = .count(3)
/// ```
///
/// Differs from UIKit: Swift on Linux has no selectors, so items act through
/// `primaryAction` (there is no `target`/`action` pair).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item draws.
    public enum Style: Int, Sendable {
        /// A plain item on the shared glass.
        case plain = 0
        /// Drawn as `.plain` (deprecated in UIKit).
        case bordered = 1
        /// Bold title; in iOS 26 drawn as `.prominent`.
        case done = 2
        /// Tinted glass of its own (iOS 26).
        case prominent = 3
    }

    /// The items UIKit draws for you.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// How the item draws.
    open var style: Style = .plain { didSet { barItemDidChange() } }
    /// A fixed width, or 0 to size to the content.
    open var width: CGFloat = 0 { didSet { barItemDidChange() } }
    /// A view shown instead of a button, sized by its intrinsic size (or its frame).
    open var customView: UIView? { didSet { barItemDidChange() } }
    /// What a tap does.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, title == nil, image == nil { title = primaryAction.title; image = primaryAction.image }
            barItemDidChange()
        }
    }
    /// The item's colour (the bar's tint otherwise); a prominent item's glass tint.
    open var tintColor: UIColor? { didSet { barItemDidChange() } }
    /// Whether the item shows without glass behind it (iOS 26).
    open var hidesSharedBackground = false { didSet { barItemDidChange() } }
    /// Whether the item shares one glass capsule with its neighbours (iOS 26).
    open var sharesBackground = true { didSet { barItemDidChange() } }
    /// The menu the item shows on glass, growing out of it: on a tap when the item has no
    /// `primaryAction`, else on a long press.
    open var menu: UIMenu? { didSet { barItemDidChange() } }
    /// Makes the item a pop-up: a tap shows its menu, the chosen action turns on (and every
    /// other off), and the item's title shows the action that is on.
    open var changesSelectionAsPrimaryAction = false { didSet { barItemDidChange() } }
    /// A badge on the item's top trailing corner (iOS 26): a count, a short string or a dot.
    open var badge: Badge? { didSet { barItemDidChange() } }
    /// The system item it was made as, if any.
    let systemItem: SystemItem?

    /// An item with a title and/or image that performs `primaryAction` when tapped, or
    /// shows `menu` (on a tap without a primary action, else on a long press).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        super.init()
        self.title = title ?? primaryAction?.title.nilIfEmpty
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item (`.add`, `.done`, `.search`…) that performs `primaryAction` when tapped,
    /// or shows `menu`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        let look = Self.look(of: systemItem)
        title = look.title
        image = look.symbol.flatMap { UIImage(systemName: $0) }
        if systemItem == .done { style = .prominent }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// Space of `width` points between items; it splits their glass.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Space that grows to push items apart (in toolbars).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Whether the item is a space rather than a button.
    /// The view a bar shows the item with (its button or custom view), while shown.
    weak var shownView: UIView?

    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// A system item's title or symbol, as iOS 26 draws them (symbols where it has one).
    /// What VoiceOver calls a system item drawn as a symbol, as UIKit names them.
    var systemItemSpokenName: String? {
        switch systemItem {
        case .add: "Add"
        case .search: "Search"
        case .close: "Close"
        case .stop: "Stop"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .compose: "Compose"
        case .trash: "Delete"
        case .action: "Share"
        case .refresh: "Refresh"
        case .bookmarks: "Bookmarks"
        default: nil
        }
    }

    private static func look(of item: SystemItem) -> (title: String?, symbol: String?) {
        switch item {
        case .done: ("Done", nil)
        case .cancel: ("Cancel", nil)
        case .edit: ("Edit", nil)
        case .save: ("Save", nil)
        case .undo: ("Undo", nil)
        case .redo: ("Redo", nil)
        case .add: (nil, "plus")
        case .search: (nil, "magnifyingglass")
        case .close, .stop: (nil, "xmark")
        case .play: (nil, "play.fill")
        case .pause: (nil, "pause.fill")
        case .rewind: (nil, "backward.fill")
        case .fastForward: (nil, "forward.fill")
        case .compose: (nil, "square.and.pencil")
        case .trash: (nil, "trash")
        case .action: (nil, "square.and.arrow.up")
        case .refresh: (nil, "arrow.clockwise")
        case .bookmarks: (nil, "book")
        case .reply, .organize, .camera, .pageCurl:
            (String(describing: item).capitalized, nil)
        case .flexibleSpace, .fixedSpace: (nil, nil)
        }
    }
}
