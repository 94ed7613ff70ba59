import Foundation

/// Presents an alert or a confirmation dialog while a binding is on, as a
/// `UIAlertController` of the actions' buttons.
struct AlertModifier: PrimitiveModifier {
    let title: String
    let isPresented: Binding<Bool>
    let style: UIAlertController.Style
    let showsTitle: Bool
    let actions: @MainActor () -> [AlertActionItem]
    let message: @MainActor () -> String?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (state, _) = node.firstModifierState { AlertState() }
        showContentUpdatingItself(node, content: content, context: context)
        let shouldShow = node.tracked { isPresented.wrappedValue }
        if !shouldShow, let shown = state.shown {
            state.shown = nil
            shown.presentingViewController?.dismiss(animated: true)
        }
        guard shouldShow, state.shown == nil else { return }
        let binding = isPresented, title = showsTitle ? title : nil, style = style
        let items = actions(), text = message()
        UIView.performAfterUpdatePass { [weak node] in
            guard let node, binding.wrappedValue, state.shown == nil,
                  let presenter = node.graph.host?.enclosingViewController?.topmostPresented
            else { return }
            let alert = UIAlertController(title: title, message: text, preferredStyle: style)
            let fields = style == .alert ? items.compactMap(\.textField) : []
            for field in fields { Self.add(field, to: alert) }
            // An alert without buttons gets an OK button, as SwiftUI gives it.
            let actions = items.filter { $0.textField == nil }
            let buttons = actions.isEmpty ? [AlertActionItem(title: "OK", role: .cancel, action: {})] : actions
            for item in buttons {
                let actionStyle: UIAlertAction.Style = item.role == .destructive ? .destructive : item.role == .cancel ? .cancel : .default
                alert.addAction(UIAlertAction(title: item.title, style: actionStyle) { [weak alert] _ in
                    MainActor.assumeIsolated {
                        // What was typed reaches the bindings before the button's action runs.
                        for (field, typed) in zip(fields, alert?.textFields ?? []) where field.text.wrappedValue != (typed.text ?? "") {
                            field.text.wrappedValue = typed.text ?? ""
                        }
                        state.shown = nil
                        if binding.wrappedValue { binding.wrappedValue = false }
                        item.action()
                    }
                })
            }
            state.shown = alert
            presenter.present(alert, animated: true)
        }
    }
}

extension AlertModifier {
    /// Adds a text field showing `field`'s text that writes it back as it is typed.
    @MainActor static func add(_ field: AlertTextField, to alert: UIAlertController) {
        alert.addTextField { textField in
            textField.placeholder = field.placeholder
            textField.text = field.text.wrappedValue
            textField.isSecureTextEntry = field.isSecure
            textField.addAction(UIAction { [weak textField] _ in
                guard let textField else { return }
                let typed = textField.text ?? ""
                if field.text.wrappedValue != typed { field.text.wrappedValue = typed }
            }, for: .editingChanged)
        }
    }
}

/// The alert an alert modifier shows.
@MainActor
final class AlertState {
    var shown: UIAlertController?
}

/// When a confirmation dialog shows its title.
public enum TitleVisibility: Hashable, Sendable {
    /// The platform decides: hidden, on iOS.
    case automatic
    case visible
    case hidden
}

extension View {
    /// Shows an alert while `isPresented` is on; any of its buttons turns it off.
    ///
    /// ```swift
    /// .alert("Delete the draft?", isPresented: $confirmsDeletion) {
    ///     Button("Delete", role: .destructive) { deleteDraft() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("You can't undo this.")
    /// }
    /// ```
    ///
    /// The actions' `Button`s become the alert's buttons (a text label, or a `Label`'s
    /// title, names each); an alert without buttons shows OK. Differs from SwiftUI: text
    /// fields among the actions are not shown.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let buttons = actions()
        return modifier(AlertModifier(
            title: Text(titleKey).plainString, isPresented: isPresented, style: .alert, showsTitle: true,
            actions: { AlertActionItem.actions(of: buttons) }, message: { nil }))
    }

    /// Shows an alert with a message while `isPresented` is on.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let buttons = actions(), text = message()
        return modifier(AlertModifier(
            title: Text(titleKey).plainString, isPresented: isPresented, style: .alert, showsTitle: true,
            actions: { AlertActionItem.actions(of: buttons) }, message: { (text as? Text)?.plainString }))
    }

    /// Shows an alert titled with a string while `isPresented` is on.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let buttons = actions(), text = message()
        return modifier(AlertModifier(
            title: String(title), isPresented: isPresented, style: .alert, showsTitle: true,
            actions: { AlertActionItem.actions(of: buttons) }, message: { (text as? Text)?.plainString }))
    }

    /// Shows an alert about `data` while `isPresented` is on (and `data` is there).
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let buttons = data.map(actions), text = data.map(message)
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(AlertModifier(
            title: Text(titleKey).plainString, isPresented: shown, style: .alert, showsTitle: true,
            actions: { buttons.map { AlertActionItem.actions(of: $0) } ?? [] }, message: { (text as? Text)?.plainString }))
    }

    /// Shows a confirmation dialog (an action sheet) while `isPresented` is on.
    ///
    /// ```swift
    /// .confirmationDialog("Sign out?", isPresented: $asksToSignOut) {
    ///     Button("Sign Out", role: .destructive) { signOut() }
    /// }
    /// ```
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: TitleVisibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        let buttons = actions()
        return modifier(AlertModifier(
            title: Text(titleKey).plainString, isPresented: isPresented, style: .actionSheet, showsTitle: titleVisibility == .visible,
            actions: { AlertActionItem.actions(of: buttons) }, message: { nil }))
    }

    /// Shows a confirmation dialog with a message while `isPresented` is on.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: TitleVisibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let buttons = actions(), text = message()
        return modifier(AlertModifier(
            title: Text(titleKey).plainString, isPresented: isPresented, style: .actionSheet, showsTitle: titleVisibility == .visible,
            actions: { AlertActionItem.actions(of: buttons) }, message: { (text as? Text)?.plainString }))
    }
}
