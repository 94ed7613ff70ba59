import Foundation

/// What menus are made of: actions (and, when menus arrive, submenus), each with a title,
/// an optional subtitle and an image.
///
/// Apps do not subclass it; they use `UIAction`.
@MainActor
open class UIMenuElement: NSObject {
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
