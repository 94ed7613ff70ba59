import Foundation

extension UIGestureRecognizer {
    /// Whether every view from the touches' views up to the recognizer's own agrees to the
    /// recognizer beginning (`gestureRecognizerShouldBegin(_:)`).
    func touchedViewsAllowBeginning() -> Bool {
        guard let view else { return true }
        var asked: [UIView] = []
        for touch in trackedTouches {
            var candidate = touch.view
            while let current = candidate {
                if !asked.contains(where: { $0 === current }) { asked.append(current) }
                if current === view { break }
                candidate = current.superview
            }
        }
        if !asked.contains(where: { $0 === view }) { asked.append(view) }
        return asked.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }
}
