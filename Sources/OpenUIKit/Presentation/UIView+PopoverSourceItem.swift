import Foundation

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates, when both are in the same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let window, referenceView.window === window else { return nil }
        return convert(bounds, to: referenceView)
    }
}
