import Foundation

/// A view holding scroll views that may take some of their drags for itself (a sheet that
/// moves when its content is pulled down, or pushed up, from the content's top edge).
@MainActor
protocol ScrollDragClaiming: AnyObject {
    /// Whether a drag of `scrollView` by `translation` moves this view instead.
    func claimsDrag(of scrollView: UIScrollView, moving translation: CGPoint) -> Bool
}
