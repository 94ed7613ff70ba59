import Foundation

/// Collects what a context menu's delegate adds to its appearance, ending or commit, and
/// runs it with the menu's own animation.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
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
