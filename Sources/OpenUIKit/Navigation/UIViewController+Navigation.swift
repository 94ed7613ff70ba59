import Foundation

extension UIViewController {
    /// The nearest navigation controller this controller is in (itself excluded).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest parent, grandparent, … that is a `T`.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// The scroll view whose edge bars watch (for their scroll edge effects), when the
    /// screen named one; containers otherwise look for the view or its first scroll view.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews[edge.rawValue]?.scrollView
    }

    /// Names the scroll view whose `edge` runs under a bar.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = scrollView.map(WeakScrollView.init)
        parent?.viewIfLoaded?.setNeedsLayout()
    }
}

/// A scroll view held weakly, as UIKit holds content scroll views.
struct WeakScrollView {
    weak var scrollView: UIScrollView?
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
}
