import Foundation

/// What an item shows in the large content viewer: the enlarged title and image people
/// see while they press and hold an item that cannot grow with Dynamic Type (a tab bar
/// button, a small toolbar control) at the accessibility text sizes.
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the item shows in the large content viewer; only items that cannot scale
    /// with Dynamic Type should. An ancestor needs a ``UILargeContentViewerInteraction``.
    var showsLargeContentViewer: Bool { get }
    /// The title the viewer shows.
    var largeContentTitle: String? { get }
    /// The image the viewer shows.
    var largeContentImage: UIImage? { get }
    /// Whether the viewer scales the image up to its size (for vector and symbol images).
    var scalesLargeContentImage: Bool { get }
    /// Insets that centre the image visually in the viewer.
    var largeContentImageInsets: UIEdgeInsets { get }
}
