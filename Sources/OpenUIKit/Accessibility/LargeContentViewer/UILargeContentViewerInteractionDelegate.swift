import Foundation

/// Customizes a large content viewer interaction: which item is under a point, what
/// lifting the finger on an item does, and which controller shows the viewer.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The finger lifted on `item` (by default a control there acts as if tapped).
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)
    /// The item at `point` of the interaction's view (by default the frontmost view there
    /// that shows in the viewer).
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)?
    /// The controller whose view the viewer appears over (by default the window's root).
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        interaction.performDefaultAction(on: item, at: point)
    }

    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.defaultItem(at: point)
    }

    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        interaction.view?.window?.rootViewController ?? UIViewController()
    }
}
