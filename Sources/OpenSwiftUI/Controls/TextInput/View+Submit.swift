import Foundation

/// What submitting means to a view: text fields submit with Return.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A text field's Return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's search key.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The title of the keyboard's Return key for fields inside.
///
/// Differs from SwiftUI: Linux has no on-screen keyboard, so the label is kept but shown nowhere.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

private struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [@MainActor () -> Void] { [] } }
private struct SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel { .return } }

extension EnvironmentValues {
    /// What text fields inside run when submitted, outermost first.
    var submitActions: [@MainActor () -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The Return key's title for fields inside.
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a text field inside is submitted (Return pressed).
    ///
    /// ```swift
    /// TextField("Search", text: $query).onSubmit { search(query) }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append(action) }
    }

    /// Sets the title of the Return key for the fields inside.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }
}
