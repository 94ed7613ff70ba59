import Foundation
import OpenUIKit

/// Sets or changes a preference value for the content.
struct PreferenceWritingModifier: PrimitiveModifier {
    let transform: (inout PreferenceValues) -> Void

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.preferenceTransform = transform
        node.showAsList(content, context: context)
    }
}

/// Runs an action when the content's value for a key changes.
struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    final class Seen {
        var value: K.Value?
        var action: (K.Value) -> Void = { _ in }
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (seen, isFirstUpdate) = node.firstModifierState { Seen() }
        seen.action = action
        node.showAsList(content, context: context)
        if isFirstUpdate {
            node.graph.addPreferenceReader(node) { [unowned node] in
                let value = node.preferenceValue(K.self)
                guard value != seen.value else { return false }
                seen.value = value
                let action = seen.action
                UIView.performAfterUpdatePass { action(value) }
                return false
            }
        }
    }
}

/// Draws a view made from the content's value for a key behind or in front of it.
struct PreferenceSecondaryModifier<K: PreferenceKey, Secondary: View>: PrimitiveModifier {
    let alignment: Alignment
    let inFront: Bool
    let transform: (K.Value) -> Secondary

    final class Shown {
        var value: K.Value?
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (shown, isFirstUpdate) = node.firstModifierState { Shown() }
        // The content's value as it stands; should the update change it, the graph runs
        // this node again with the new value before the frame.
        let contentNode = node.children.indices.contains(inFront ? 0 : 1) ? node.children[inFront ? 0 : 1] : nil
        let value = contentNode?.preferenceValue(K.self) ?? K.defaultValue
        shown.value = value
        node.updateItself(from: context) { [unowned node] context in self.update(node, content: content, context: context) }
        SecondaryContentModifier(secondary: transform(value), alignment: alignment, inFront: inFront)
            .update(node, content: content, context: context)
        if isFirstUpdate {
            let inFront = self.inFront
            node.graph.addPreferenceReader(node) { [unowned node] in
                guard node.children.count == 2 else { return false }
                let current = node.children[inFront ? 0 : 1].preferenceValue(K.self)
                guard !ViewComparison.same(current, shown.value ?? K.defaultValue) else { return false }
                node.setNeedsBody()
                return true
            }
        }
    }
}

extension View {
    /// Sets `value` for `key` for this view: its ancestors read it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier { $0[key] = value })
    }

    /// Changes the value for `key` that this view passes up.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWritingModifier { values in
            var value = values[key] ?? K.defaultValue
            callback(&value)
            values[key] = value
        })
    }

    /// Runs `action` with the value for `key` of the views inside whenever it changes
    /// (and once when the view appears).
    ///
    /// ```swift
    /// content.onPreferenceChange(TitleKey.self) { title = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Draws, in front of this view, a view made from its value for `key`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(alignment: alignment, inFront: true, transform: transform))
    }

    /// Draws, behind this view, a view made from its value for `key`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(alignment: alignment, inFront: false, transform: transform))
    }
}
