import Foundation

/// One button of an alert or a confirmation dialog, read from the view builder's buttons,
/// or one of an alert's text fields.
struct AlertActionItem {
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// Set for a text field (`TextField`, `SecureField`) rather than a button.
    var textField: AlertTextField?
}

/// A text field of an alert: its placeholder, its text binding and whether it hides what
/// is typed.
struct AlertTextField {
    let placeholder: String?
    let text: Binding<String>
    let isSecure: Bool
}

extension TextField: AlertActionsProviding {
    var alertActions: [AlertActionItem] {
        [AlertActionItem(title: "", role: nil, action: {}, textField: AlertTextField(placeholder: placeholder, text: text, isSecure: isSecure))]
    }
}

extension SecureField: AlertActionsProviding {
    var alertActions: [AlertActionItem] { field.alertActions }
}

/// Views whose buttons an alert can show: buttons, and the builder's groupings of them.
protocol AlertActionsProviding {
    @MainActor var alertActions: [AlertActionItem] { get }
}

extension Button: AlertActionsProviding {
    var alertActions: [AlertActionItem] {
        let title = (label as? Text)?.plainString ?? (label as? any AlertTitleProviding)?.alertTitle ?? ""
        return [AlertActionItem(title: title, role: role, action: action)]
    }
}

/// Labels that name an alert's button: a label's title.
protocol AlertTitleProviding {
    @MainActor var alertTitle: String? { get }
}

extension Label: AlertTitleProviding {
    var alertTitle: String? { (title as? Text)?.plainString }
}

extension TupleView: AlertActionsProviding {
    var alertActions: [AlertActionItem] { elements.flatMap(AlertActionItem.actions(of:)) }
}

extension AlertActionItem {
    /// The buttons in a view of an alert's actions.
    @MainActor static func actions(of view: any View) -> [AlertActionItem] {
        (view as? any AlertActionsProviding)?.alertActions ?? []
    }
}

extension Optional: AlertActionsProviding where Wrapped: View {
    var alertActions: [AlertActionItem] { map { AlertActionItem.actions(of: $0) } ?? [] }
}

extension _ConditionalContent: AlertActionsProviding {
    var alertActions: [AlertActionItem] {
        switch storage {
        case .trueContent(let content): return AlertActionItem.actions(of: content)
        case .falseContent(let content): return AlertActionItem.actions(of: content)
        }
    }
}

extension Group: AlertActionsProviding {
    var alertActions: [AlertActionItem] { AlertActionItem.actions(of: content) }
}

extension ForEach: AlertActionsProviding {
    var alertActions: [AlertActionItem] { data.flatMap { AlertActionItem.actions(of: content($0)) } }
}
