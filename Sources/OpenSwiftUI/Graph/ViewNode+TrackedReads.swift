import Foundation

extension ViewNode {
    /// Reads a value in a primitive view's update (a binding's value) watching the
    /// Observable properties it touches: a change to one runs the node again when it can
    /// update itself, otherwise the body that made it, so the view shows the new value as
    /// a body reading it would.
    func tracked<Value>(_ read: () -> Value) -> Value {
        ObservationAfterChange.track(read) { [weak self] in
            ObservationInvalidation.post {
                guard let self else { return }
                if self.selfUpdate != nil { self.setNeedsBody() } else { self.setOwnerNeedsBody() }
            }
        }
    }
}
