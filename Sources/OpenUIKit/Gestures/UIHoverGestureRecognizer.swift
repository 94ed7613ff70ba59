import Foundation

/// Recognizes the pointer (a mouse or touchpad) over its view: `.began` as it enters,
/// `.changed` as it moves, `.ended` as it leaves. Touches do not reach it.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: CardView.pointerMoved)
/// card.addGestureRecognizer(hover)
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in the window.
    private var pointerLocation: CGPoint?

    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation else { return .zero }
        guard let window = self.view?.window else { return pointerLocation }
        return window.convert(pointerLocation, to: view)
    }

    /// The pointer is at `location` (window coordinates) over the view.
    func pointerMoved(to location: CGPoint) {
        pointerLocation = location
        state = isActive ? .changed : .began
    }

    /// The pointer left the view.
    func pointerLeft() {
        guard isActive else { return }
        state = .ended
        state = .possible
        pointerLocation = nil
    }
}
