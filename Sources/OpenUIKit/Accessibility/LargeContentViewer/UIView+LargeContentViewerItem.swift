import Foundation

extension UIView: UILargeContentViewerItem {
    /// Whether the view shows in the large content viewer of an interaction on it or an
    /// ancestor; `false` by default.
    public var showsLargeContentViewer: Bool {
        get { accessibilityAttributes.showsLargeContentViewer ?? false }
        set { accessibilityAttributes.showsLargeContentViewer = newValue }
    }

    /// The title the viewer shows; by default the view's accessibility label.
    public var largeContentTitle: String? {
        get { accessibilityAttributes.largeContentTitle ?? accessibilityLabel }
        set { accessibilityAttributes.largeContentTitle = newValue }
    }

    /// The image the viewer shows; `nil` by default.
    public var largeContentImage: UIImage? {
        get { accessibilityAttributes.largeContentImage }
        set { accessibilityAttributes.largeContentImage = newValue }
    }

    /// Whether the viewer scales the image to its size; by default for symbol images.
    public var scalesLargeContentImage: Bool {
        get { accessibilityAttributes.scalesLargeContentImage ?? (largeContentImage?.isSymbolImage ?? false) }
        set { accessibilityAttributes.scalesLargeContentImage = newValue }
    }

    /// Insets that centre the image visually in the viewer.
    public var largeContentImageInsets: UIEdgeInsets {
        get { accessibilityAttributes.largeContentImageInsets }
        set { accessibilityAttributes.largeContentImageInsets = newValue }
    }
}
