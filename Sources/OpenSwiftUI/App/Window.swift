import Foundation

/// A scene with a single window: opening it again brings the open window forward.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Window("Activity", id: "activity") { ActivityView() }
/// }
/// // In a view: openWindow(id: "activity")
/// ```
///
/// Unlike a ``WindowGroup``, it does not open at launch unless it is the app's first scene.
public struct Window<Content: View>: Scene, PrimitiveScene, WindowGroupScene {
    let title: String
    let id: String
    let content: () -> Content

    /// A window titled `title` that `openWindow(id:)` opens with `id`.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// A window whose title is a text.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.init(title.plainString, id: id, content: content)
    }

    public typealias Body = Never

    var windowGroups: [any WindowGroupScene] { [self] }
    var windowTitle: String? { title }
    var groupID: String? { id }
    var presentedType: Any.Type? { nil }
    var isSingleWindow: Bool { true }

    func makeRootViewController(value: Data?) -> UIViewController {
        UIHostingController(rootView: content())
    }
}
