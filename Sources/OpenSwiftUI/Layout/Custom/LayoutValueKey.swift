import Foundation

/// A key for a value a view hands the ``Layout`` that places it.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[0][Rank.self] == 1
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value for views that set none.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`: the value kept on the modifier's node.
struct LayoutValueModifier<Key: LayoutValueKey>: PrimitiveModifier {
    let value: Key.Value

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.modifierState = LayoutValueBox(key: ObjectIdentifier(Key.self), value: value)
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// A layout value on a node.
final class LayoutValueBox {
    let key: ObjectIdentifier
    let value: Any

    init(key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
    }
}

extension ViewNode {
    /// The value for `key` set on this node or the modifiers it wraps; `nil` if none.
    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
        var node: ViewNode? = self
        let id = ObjectIdentifier(key)
        while let current = node {
            if let box = current.modifierState as? LayoutValueBox, box.key == id { return box.value as? K.Value }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }
}

extension View {
    /// Hands a value to the layout that places this view, read with
    /// `subviews[index][Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}
