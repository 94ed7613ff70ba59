import Foundation

/// How a targeted preview is drawn: the part of its view that shows and what is behind it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The outline of the part of the view that shows; `nil` is the view's bounds, rounded.
    open var visiblePath: UIBezierPath?
    /// The colour behind the preview's view; `nil` is the system's.
    open var backgroundColor: UIColor!

    public override init() {
        super.init()
    }

}
