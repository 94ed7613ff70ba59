import Foundation

extension ViewNode {
    /// The storage a primitive modifier keeps in its node, made on first use (and again if
    /// the node held another modifier's).
    func modifierState<State: AnyObject>(_ make: () -> State) -> State {
        firstModifierState(make).state
    }

    /// The modifier's storage, and whether it was made now (the modifier's first update).
    func firstModifierState<State: AnyObject>(_ make: () -> State) -> (state: State, isNew: Bool) {
        if let state = modifierState as? State { return (state, false) }
        let state = make()
        modifierState = state
        return (state, true)
    }

    /// Lets the node run again by itself (an interpolation's frame, a transition's next
    /// phase, a preference reader), in the transaction of the update that runs it.
    func updateItself(from context: ResolutionContext, _ update: @escaping (ResolutionContext) -> Void) {
        selfUpdate = { transaction in
            var context = context
            context.transaction = transaction
            update(context)
        }
    }

    /// The object in dynamic-property slot `slot` (advancing it), made there when the slot
    /// holds none of its type: where `@State`-like properties keep what outlives a body.
    func storage<Box: AnyObject>(in slot: inout Int, make: () -> Box) -> Box {
        defer { slot += 1 }
        if slot < dynamicStorage.count, let existing = dynamicStorage[slot] as? Box { return existing }
        let made = make()
        if slot < dynamicStorage.count {
            dynamicStorage[slot] = made
        } else {
            dynamicStorage.append(made)
        }
        return made
    }
}

/// A value a modifier remembers from its last update, to tell when it changed.
final class RememberedValue<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
