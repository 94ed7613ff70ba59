import Foundation

/// What bar items share: a title, an image, whether they are enabled, and a tag.
/// `UIBarButtonItem` is the one apps use.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? { didSet { barItemDidChange() } }
    /// The item's image (a symbol or template image is tinted).
    open var image: UIImage? { didSet { barItemDidChange() } }
    /// Whether the item responds to taps; disabled items dim.
    open var isEnabled = true { didSet { barItemDidChange() } }
    /// A number to tell items apart.
    open var tag = 0
    /// What VoiceOver calls the item; its title, or for a symbol its name, by default.
    open var accessibilityLabel: String? { didSet { barItemDidChange() } }
    /// What activating the item does, read after a pause.
    open var accessibilityHint: String? { didSet { barItemDidChange() } }

    /// The bar showing the item, told when it changes.
    weak var host: BarItemHost?
    private var identifier: String?

    public override init() {
        super.init()
    }

    func barItemDidChange() {
        host?.barItemDidChange(self)
    }
}

extension UIBarItem: UIAccessibilityIdentification {
    /// A string that identifies the item to UI tests and tools.
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue; barItemDidChange() }
    }
}

/// A bar that shows bar items and lays out again when one changes.
@MainActor
protocol BarItemHost: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}
