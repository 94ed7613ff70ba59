import Foundation

/// Closes windows of the app's scenes: the window the view is in, or the windows of a scene.
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
/// // ...
/// Button("Close") { dismissWindow() }
/// ```
@MainActor @preconcurrency
public struct DismissWindowAction {
    private nonisolated let window: (@MainActor () -> UIWindow?)?

    nonisolated init(window: (@MainActor () -> UIWindow?)?) { self.window = window }

    /// Closes the window the view is in.
    public func callAsFunction() {
        guard let scene = window?()?.windowScene else { return }
        UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil)
    }

    /// Closes the windows of the scene whose identifier is `id`.
    public func callAsFunction(id: String) {
        close { $0.id == id }
    }

    /// Closes the window of the scene `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        let request = WindowRequest(id: id, value: value)
        close { request.isAnswered(by: $0) }
    }

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        let request = WindowRequest(id: nil, value: value)
        close { request.isAnswered(by: $0) }
    }

    private func close(where matches: (WindowRequest) -> Bool) {
        let app = UIApplication.shared
        for scene in app.scenesInOrder {
            guard let shown = (scene.delegate as? AppSceneDelegate)?.request, matches(shown) else { continue }
            app.requestSceneSessionDestruction(scene.session, options: nil)
        }
    }
}

private struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction(window: nil) } }

extension EnvironmentValues {
    /// The action that closes windows of the app's scenes.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
