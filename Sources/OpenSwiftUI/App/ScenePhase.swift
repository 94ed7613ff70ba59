import Foundation

/// Whether a scene is in front and taking input, visible but not taking input, or not seen.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// // ...
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking input.
    case inactive
    /// In front and taking input.
    case active

    /// The phase of a UIKit scene's activation state.
    init(_ state: UIScene.ActivationState) {
        switch state {
        case .foregroundActive: self = .active
        case .foregroundInactive: self = .inactive
        default: self = .background
        }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in; `.active` outside a scene (as in a render).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
