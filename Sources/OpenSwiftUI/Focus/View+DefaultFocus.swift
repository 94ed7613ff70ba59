import Foundation

extension View {
    /// Gives focus to the view bound to `value` when this view appears and nothing in the
    /// window has keyboard focus yet, by setting `binding` to `value`.
    ///
    /// ```swift
    /// Form {
    ///     TextField("Title", text: $title).focused($field, equals: .title)
    ///     TextField("Year", text: $year).focused($field, equals: .year)
    /// }
    /// .defaultFocus($field, .title)
    /// ```
    ///
    /// - Parameters:
    ///   - binding: The focus state the views inside are bound to.
    ///   - value: The value of the view to focus.
    ///   - priority: When the preference counts.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(DefaultFocusModifier(binding: binding, value: value))
    }
}

/// Sets a focus state once, after the update in which its region first shows.
struct DefaultFocusModifier<Value: Hashable>: PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    let value: Value

    /// Whether the region has had its default focus evaluated.
    final class Evaluated {
        var done = false
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let evaluated = node.modifierState { Evaluated() }
        let view = node.platformView(ofType: ContainerView.self, hostsChildren: true) { ContainerView() }
        if !evaluated.done {
            let binding = self.binding, value = self.value
            UIView.performAfterUpdatePass { [weak view] in
                guard let window = view?.window, !evaluated.done else { return }
                evaluated.done = true
                guard window.focusedViewInWindow == nil, window.firstResponderInWindow == nil else { return }
                binding.wrappedValue = value
            }
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}
