import Foundation

/// Something a popover can grow out of: a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, or `nil` when it is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}
