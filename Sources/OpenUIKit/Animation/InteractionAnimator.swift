import Foundation

/// Collects the animations and completions an interaction's delegate adds (a context
/// menu appearing, ending or committing; a pointer entering or leaving a region) and runs
/// them with the interaction's own animation.
@MainActor
final class InteractionAnimator: UIContextMenuInteractionCommitAnimating, UIPointerInteractionAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the added animations in an animation block of `duration`.
    func runAnimations(duration: TimeInterval) {
        guard !animations.isEmpty else { return }
        let added = animations
        UIView.animate(withDuration: duration) { added.forEach { $0() } }
    }

    func runCompletions() {
        let added = completions
        completions.removeAll()
        added.forEach { $0() }
    }
}
