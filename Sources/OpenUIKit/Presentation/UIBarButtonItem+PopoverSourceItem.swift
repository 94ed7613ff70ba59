import Foundation

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// Where the bar shows the item, in `referenceView`'s coordinates.
    public func frame(in referenceView: UIView) -> CGRect? {
        shownView?.frame(in: referenceView)
    }
}
