import Foundation

/// Opens a window of one of the app's scenes: read it from the environment and call it.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// // ...
/// Button("Show Activity") { openWindow(id: "activity") }
/// Button("Open Note") { openWindow(value: note.id) }
/// ```
///
/// On the Linux desktop each window opens as a window of its own. A ``Window`` scene that
/// is open, or a window already presenting the value, comes to the front instead of a new one.
@MainActor @preconcurrency
public struct OpenWindowAction {
    nonisolated init() {}

    /// Opens a window of the scene whose identifier is `id`.
    public func callAsFunction(id: String) {
        open(WindowRequest(id: id))
    }

    /// Opens a window of the scene `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        open(WindowRequest(id: id, value: value))
    }

    /// Opens a window presenting `value`, of the scene that presents values of its type.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        open(WindowRequest(id: nil, value: value))
    }

    private func open(_ request: WindowRequest) {
        let app = UIApplication.shared
        guard let host = app.delegate as? AppHostDelegate, let group = host.windowGroup(for: request) else { return }
        let existing = app.scenesInOrder.first { scene in
            guard let shown = (scene.delegate as? AppSceneDelegate)?.request, request.matches(group) else { return false }
            return group.isSingleWindow ? shown.id == group.groupID : request.value != nil && request.isAnswered(by: shown)
        }
        if let existing {
            app.activateSceneSession(for: UISceneSessionActivationRequest(session: existing.session))
        } else {
            app.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: request.activity))
        }
    }
}

private struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction() } }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The action that opens windows of the app's scenes.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }


    /// Whether the app may show several windows: `true` on the Linux desktop unless the
    /// app's Info.plist says otherwise.
    public internal(set) var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
}
