import Foundation

extension UIView {
    /// Attaches `recognizer`; it sees touches on this view and its subviews first.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; it stops receiving this view's touches.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        attachedRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The enabled recognizers that see a touch starting in this view: its own, then its
    /// ancestors' out to the window.
    var recognizersForTouches: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var view: UIView? = self
        while let current = view {
            result += current.attachedRecognizers.filter { $0.isEnabled && !($0 is UIHoverGestureRecognizer) }
            view = current.superview
        }
        return result
    }
}
