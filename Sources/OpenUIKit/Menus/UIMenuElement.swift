import Foundation

/// What menus are made of: actions (`UIAction`), submenus (`UIMenu`) and elements provided
/// later (`UIDeferredMenuElement`), each with a title, an optional subtitle and an image.
///
/// Apps do not subclass it; they use its subclasses.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Whether an element shows as chosen: `.on` draws a checkmark, `.mixed` a dash.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (its state updates in place).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Storage for the title, which subclasses may make settable.
    var elementTitle: String
    /// Storage for the image, which subclasses may make settable.
    var elementImage: UIImage?

    /// The element's title.
    open var title: String { elementTitle }
    /// A second line shown under the title.
    open var subtitle: String?
    /// An image shown with the title.
    open var image: UIImage? { elementImage }

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        elementTitle = title
        self.subtitle = subtitle
        elementImage = image
        super.init()
    }
}
