import Foundation

/// A view to draw an effect on (a pointer's highlight, a lifted context menu item), with
/// how to draw it.
///
/// ```swift
/// let preview = UITargetedPreview(view: button)
/// return UIPointerStyle(effect: .lift(preview))
/// ```
///
/// Differs from UIKit: previews always draw their view in place (`UIPreviewTarget` and
/// retargeting are not there).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the effect is drawn on.
    public let view: UIView
    /// How the view is drawn.
    public let parameters: UIPreviewParameters

    /// A preview of `view`, which must be in a window when the effect shows.
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// The size of the view.
    open var size: CGSize { view.bounds.size }
}
