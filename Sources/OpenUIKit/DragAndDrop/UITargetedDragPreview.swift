import Foundation

/// The view a drag lifts (or a drop lands in) and how its picture is drawn.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// A preview of `view` as it is drawn in its place.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        super.init(view: view, parameters: parameters)
    }

    /// A preview of `view` with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
