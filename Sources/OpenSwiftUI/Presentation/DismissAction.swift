import Foundation

/// Dismisses the presentation (sheet, full-screen cover) the view is in, or pops the
/// navigation stack's screen it is in: read it from the environment and call it. Content of
/// a `UIHostingController` that UIKit pushed or presented is popped or dismissed the same way.
///
/// ```swift
/// struct EditorSheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Outside a presentation or a pushed screen it does nothing.
@MainActor @preconcurrency
public struct DismissAction {
    private nonisolated let action: (@MainActor () -> Void)?

    nonisolated init(_ action: (@MainActor () -> Void)?) { self.action = action }

    /// Dismisses the presentation.
    public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(nil) } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The action that dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation that is showing.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
