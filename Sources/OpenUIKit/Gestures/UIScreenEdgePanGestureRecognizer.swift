import Foundation

/// Recognizes a drag that starts at an edge of the screen and moves away from it, as the
/// navigation controller's swipe back does.
///
/// ```swift
/// let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: DrawerViewController.revealDrawer)
/// swipe.edges = .left
/// view.addGestureRecognizer(swipe)
/// ```
///
/// Differs from UIKit: the screen is the window (OpenUIKit's windows are its screens).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a drag may start from.
    open var edges: UIRectEdge = []
    /// How close to the edge, in points, a drag must start.
    static let edgeReach: CGFloat = 20
    private var start: CGPoint?
    /// Asked before the drag begins (a navigation controller refuses at its root).
    var allowsBeginning: (() -> Bool)?

    public override init() {
        super.init()
        mayBegin = { [unowned self] translation in self.beginsAtAnEdge(moving: translation) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        start = nil
        super.reset()
    }

    /// Whether the drag started within reach of one of `edges` and moves away from it more
    /// than along it.
    private func beginsAtAnEdge(moving translation: CGPoint) -> Bool {
        guard let start, let bounds = view?.window?.bounds, allowsBeginning?() ?? true else { return false }
        let reach = Self.edgeReach
        let horizontal = abs(translation.x) > abs(translation.y)
        if edges.contains(.left), start.x - bounds.minX <= reach, horizontal, translation.x > 0 { return true }
        if edges.contains(.right), bounds.maxX - start.x <= reach, horizontal, translation.x < 0 { return true }
        if edges.contains(.top), start.y - bounds.minY <= reach, !horizontal, translation.y > 0 { return true }
        if edges.contains(.bottom), bounds.maxY - start.y <= reach, !horizontal, translation.y < 0 { return true }
        return false
    }
}
