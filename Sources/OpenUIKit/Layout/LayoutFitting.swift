import Foundation

/// `systemLayoutSizeFitting`: the view's subtree solved on its own, with the view's size
/// drawn toward the target at the given priorities instead of fixed.
@MainActor
enum LayoutFitting {
    static func size(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let clean = CGSize(width: target.width.isFinite ? target.width : 0, height: target.height.isFinite ? target.height : 0)
        let engine = LayoutEngine(root: view, sizing: .fitting(clean, horizontal: horizontal, vertical: vertical))
        view.updateConstraintsIfNeeded()
        engine.update()
        return engine.rootSize
    }
}
