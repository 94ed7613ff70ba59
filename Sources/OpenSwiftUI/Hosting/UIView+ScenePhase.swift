import Foundation

extension UIView {
    /// Tells every hosting view in this subtree that its scene's phase changed.
    func setNeedsScenePhaseUpdate() {
        (self as? any ScenePhaseObserving)?.scenePhaseDidChange()
        for subview in subviews { subview.setNeedsScenePhaseUpdate() }
    }
}

/// A view whose content reads the scene's phase.
@MainActor
protocol ScenePhaseObserving {
    func scenePhaseDidChange()
}

extension _UIHostingView: ScenePhaseObserving {}

extension _UIHostingView: SafeAreaDependentLayout {}
