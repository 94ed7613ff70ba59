import Foundation

/// A scene that shows the same view hierarchy in each of its windows; on launch, the app's
/// first window group opens a window showing its content, and `openWindow` opens more.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup("Notes") {
///             NotesList()
///         }
///         WindowGroup("Note", id: "note", for: Note.ID.self) { $noteID in
///             NoteEditor(noteID: noteID)
///         }
///     }
/// }
/// ```
///
/// On the Linux desktop each window is a window of its own (a scene, as on iPadOS).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene, WindowGroupScene {
    let content: (Data?) -> Content
    let title: String?
    let id: String?
    let presentedType: Any.Type?

    /// A window group showing the builder's view.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init(title: nil, id: nil, content: content)
    }

    /// A window group with an identifier, which `openWindow(id:)` names.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: nil, id: id, content: content)
    }

    /// A window group whose windows have a title (the desktop shows it in the title bar).
    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title, id: nil, content: content)
    }

    /// A window group with a title and an identifier.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title, id: id, content: content)
    }

    /// A window group whose title is a text.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: title.plainString, id: nil, content: content)
    }

    private init(title: String?, id: String?, content: @escaping () -> Content) {
        self.content = { _ in content() }
        self.title = title
        self.id = id
        presentedType = nil
    }

    /// A window group whose windows each present a value of `type`: `openWindow(value:)`
    /// opens one for a value (or brings forward the one already showing it), and the
    /// content gets a binding to it.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, for: type, content: content)
    }

    /// A window group with an identifier whose windows each present a value of `type`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, for: type, content: content)
    }

    /// A titled window group with an identifier whose windows each present a value of `type`.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: String, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, for: type, content: content)
    }

    private init<D: Decodable & Encodable & Hashable, C: View>(
        title: String?, id: String?, for type: D.Type, content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.content = { data in
            PresentedWindowContent(value: data.flatMap { try? JSONDecoder().decode(D.self, from: $0) }, content: content)
        }
        self.title = title
        self.id = id
        presentedType = type
    }

    public typealias Body = Never

    var windowGroups: [any WindowGroupScene] { [self] }

    var windowTitle: String? { title }

    var groupID: String? { id }

    var isSingleWindow: Bool { false }

    func makeRootViewController(value: Data?) -> UIViewController {
        UIHostingController(rootView: content(value))
    }
}

/// A window group, its content's type erased.
@MainActor
protocol WindowGroupScene {
    var windowTitle: String? { get }
    /// The identifier `openWindow(id:)` names.
    var groupID: String? { get }
    /// The type of the values its windows present, or `nil`.
    var presentedType: Any.Type? { get }
    /// Whether it shows at most one window (``Window``).
    var isSingleWindow: Bool { get }
    /// The root of a new window, presenting `value` (JSON) when the group presents values.
    func makeRootViewController(value: Data?) -> UIViewController
}
