import Foundation

/// Follows one drag across a window's drop interactions: finds the one under the drag,
/// tells it the drag entered, moved and left, keeps its proposal, and performs the drop.
/// The drag interaction drives it for drags in the app; the window host for drags from
/// other apps.
@MainActor
final class DropTargeting {
    let session: DropSessionState
    private(set) var target: UIDropInteraction?
    /// What dropping now would do.
    private(set) var operation = UIDropOperation.cancel
    /// Every interaction asked about this drag, with its answer, so each hears the end.
    private var asked: [(interaction: UIDropInteraction, handles: Bool)] = []

    init(session: DropSessionState) {
        self.session = session
    }

    /// The drag is at `point` in `window`: updates the target and its proposal.
    @discardableResult
    func move(to point: CGPoint, in window: UIWindow) -> UIDropOperation {
        session.window = window
        session.windowLocation = point
        let found = interaction(at: point, in: window)
        if found !== target {
            leaveTarget()
            target = found
            if let found, let delegate = found.delegate { delegate.dropInteraction(found, sessionDidEnter: session) }
        }
        operation = proposal()
        return operation
    }

    /// The drag left the window.
    func leave() {
        leaveTarget()
    }

    /// The user let go: the target performs the drop if its proposal takes it. Returns what
    /// the drop did (`.cancel` when nothing took it).
    func drop() -> UIDropOperation {
        guard let target, let delegate = target.delegate, operation == .copy || operation == .move else {
            leaveTarget()
            return .cancel
        }
        delegate.dropInteraction(target, performDrop: session)
        return operation
    }

    /// After a drop: the target concludes it, and every interaction that saw the drag hears
    /// that it ended.
    func end(dropped: Bool) {
        if dropped, let target, let delegate = target.delegate { delegate.dropInteraction(target, concludeDrop: session) }
        target = nil
        for entry in asked where entry.handles {
            entry.interaction.delegate?.dropInteraction(entry.interaction, sessionDidEnd: session)
        }
        asked.removeAll()
    }

    private func leaveTarget() {
        if let target, let delegate = target.delegate { delegate.dropInteraction(target, sessionDidExit: session) }
        target = nil
        operation = .cancel
    }

    private func proposal() -> UIDropOperation {
        guard let target, let delegate = target.delegate else { return .cancel }
        let proposed = delegate.dropInteraction(target, sessionDidUpdate: session).operation
        // Moving is for drags within the app that allow it; elsewhere the drop copies.
        if proposed == .move, session.localDragSession == nil || !session.allowsMoveOperation { return .copy }
        return proposed
    }

    /// The innermost drop interaction under `point` whose delegate handles the drag.
    private func interaction(at point: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let candidate as UIDropInteraction in current.interactions where handles(candidate) {
                return candidate
            }
            view = current.superview
        }
        return nil
    }

    private func handles(_ interaction: UIDropInteraction) -> Bool {
        if let entry = asked.first(where: { $0.interaction === interaction }) { return entry.handles }
        let handles = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
        asked.append((interaction, handles))
        return handles
    }
}
