import Foundation

/// The interactive side of a transition's context: whether a gesture drives the
/// transition now, and the progress it reports, passed on to the transition's coordinator
/// (which moves the alongside animations and tells who asked when the gesture lets go).
@MainActor
final class TransitionInteraction {
    private weak var coordinator: TransitionCoordinator?
    private(set) var isInteractive: Bool
    /// Whether the gesture let go with the transition cancelled.
    private(set) var wasCancelled = false

    init(coordinator: TransitionCoordinator?, interactive: Bool) {
        self.coordinator = coordinator
        isInteractive = interactive
    }

    func update(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        coordinator?.update(percentComplete)
    }

    /// The gesture let go: the rest plays at the transition's pace, as UIKit's does.
    func end(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        wasCancelled = cancelled
        guard let coordinator else { return }
        let remaining = cancelled ? coordinator.percentComplete : 1 - coordinator.percentComplete
        coordinator.endInteraction(cancelled: cancelled, over: coordinator.transitionDuration * Double(remaining))
    }

    /// A playing transition stopped for a gesture to take it over.
    func pause() {
        isInteractive = true
    }
}
