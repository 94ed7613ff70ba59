import Foundation

extension ViewNode {
    /// Reads a value in a primitive view's update (a binding's value) watching the
    /// Observable properties it touches: a change to one runs the body that made this view
    /// again, so the control shows the new value, as a body reading it would.
    func tracked<Value>(_ read: () -> Value) -> Value {
        ObservationAfterChange.track(read) { [weak self] in
            ObservationInvalidation.post { self?.setOwnerNeedsBody() }
        }
    }
}
