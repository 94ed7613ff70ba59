import Foundation

extension ViewNode {
    /// The storage a primitive modifier keeps in its node, made on first use (and again if
    /// the node held another modifier's).
    func modifierState<State: AnyObject>(_ make: () -> State) -> State {
        if let state = modifierState as? State { return state }
        let state = make()
        modifierState = state
        return state
    }
}

/// A value a modifier remembers from its last update, to tell when it changed.
final class RememberedValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
