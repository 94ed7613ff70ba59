import Foundation
import OpenUIKit

/// Runs an action when a value the view reads changes.
struct ChangeModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (last, isFirstUpdate) = node.firstModifierState { RememberedValue(value) }
        if isFirstUpdate {
            if initial { schedule(from: value, to: value) }
        } else if last.value != value {
            schedule(from: last.value, to: value)
            last.value = value
        }
        node.showAsList(content, context: context)
    }

    private func schedule(from old: Value, to new: Value) {
        let action = self.action
        UIView.performAfterUpdatePass { action(old, new) }
    }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes (and once when the
    /// view appears, when `initial` is true).
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .onChange(of: name) { oldName, newName in validate(newName) }
    /// ```
    /// The action runs after the update that saw the change; state it changes runs the
    /// bodies that read it in another update before the frame.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once when the view appears, when `initial`
    /// is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
