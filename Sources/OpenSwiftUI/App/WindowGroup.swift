import Foundation

/// A scene that shows the same view hierarchy in each of its windows; on launch, the app's
/// first window group opens a window showing its content.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup("Notes") {
///             NotesList()
///         }
///     }
/// }
/// ```
public struct WindowGroup<Content: View>: Scene, PrimitiveScene, WindowGroupScene {
    let content: () -> Content
    let title: String?
    let id: String?

    /// A window group showing the builder's view.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
        title = nil
        id = nil
    }

    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
        title = nil
        self.id = id
    }

    /// A window group whose windows have a title (the desktop shows it in the title bar).
    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
        self.title = title
        id = nil
    }

    /// A window group with a title and an identifier.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
        self.title = title
        self.id = id
    }

    /// A window group whose title is a text.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
        self.title = title.plainString
        id = nil
    }

    public typealias Body = Never

    var windowGroups: [any WindowGroupScene] { [self] }

    var windowTitle: String? { title }

    func makeRootViewController() -> UIViewController {
        UIHostingController(rootView: content())
    }
}

/// A window group, its content's type erased.
@MainActor
protocol WindowGroupScene {
    var windowTitle: String? { get }
    func makeRootViewController() -> UIViewController
}
