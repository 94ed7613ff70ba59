import Foundation

/// Makes a view's elements shape a scroll view's edge effect: attach it to a container of
/// floating controls over the scroll view, name the scroll view and the edge, and the
/// content under the controls gives way as it does under bars (iOS 26).
///
/// ```swift
/// let interaction = UIScrollEdgeElementContainerInteraction()
/// interaction.scrollView = collectionView
/// interaction.edge = .bottom
/// floatingToolbar.addInteraction(interaction)
/// ```
///
/// The effect reaches as deep as the container's visible subviews (or the container
/// itself when it has none) overlap the scroll view, and spans the whole edge. It is
/// measured when the scroll view lays out (every scroll); differs from UIKit in that
/// moving the container alone does not update it until then.
@preconcurrency @MainActor
public final class UIScrollEdgeElementContainerInteraction: UIInteraction {
    /// The scroll view whose edge effect the container's elements shape.
    public weak var scrollView: UIScrollView? {
        didSet {
            guard scrollView !== oldValue else { return }
            oldValue?.unregisterEdgeElementContainer(self)
            register()
        }
    }

    /// Whether the elements ask for the edge effect; a bar with an opaque or transparent
    /// appearance still follows the scroll position without one.
    var contributesEdgeEffect = true {
        didSet { if contributesEdgeEffect != oldValue { scrollView?.setNeedsLayout() } }
    }
    /// Told each time the scroll view lays out (every scroll): bars follow whether the
    /// content rests at its edge.
    var scrollViewDidLayout: ((UIScrollView) -> Void)?

    /// The edge the elements float over (`.top` by default).
    public var edge: UIRectEdge = .top {
        didSet { scrollView?.setNeedsLayout() }
    }

    /// The container view the interaction is attached to.
    public private(set) weak var view: UIView?

    public init() {}

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
        register()
    }

    private func register() {
        guard let scrollView else { return }
        if view == nil {
            scrollView.unregisterEdgeElementContainer(self)
        } else {
            scrollView.registerEdgeElementContainer(self)
        }
    }
}
