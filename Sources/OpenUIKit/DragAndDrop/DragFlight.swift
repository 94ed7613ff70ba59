import Foundation

/// One drag from a drag interaction, from lift to drop: moves the preview with the touch,
/// targets drop interactions through ``DropTargeting``, and tells both sides how it ended.
@MainActor
final class DragFlight {
    private weak var interaction: UIDragInteraction?
    let session: DragSessionState
    private let targeting: DropTargeting
    private let preview: UIView?
    /// Where the touch holds the preview, from its top left corner.
    private let grip: CGPoint
    private var finished = false
    /// The host carrying the drag while it is outside the window.
    private weak var carrier: (any OutsideDragCarrier)?

    init(interaction: UIDragInteraction, session: DragSessionState, preview: UITargetedDragPreview?) {
        self.interaction = interaction
        self.session = session
        let dropSession = DropSessionState(items: session.items, window: session.window!, localDragSession: session)
        targeting = DropTargeting(session: dropSession)
        let window = session.window!
        if let preview, preview.view.window === window {
            let picture = preview.view.liftedSnapshot(cornerRadius: preview.view.layer.cornerRadius)
            let origin = preview.view.convert(CGPoint.zero, to: window)
            grip = CGPoint(x: session.windowLocation.x - origin.x, y: session.windowLocation.y - origin.y)
            picture.isUserInteractionEnabled = false
            picture.alpha = 0.85
            picture.layer.shadowOpacity = 0.25
            picture.layer.shadowRadius = 12
            picture.layer.shadowOffset = CGSize(width: 0, height: 6)
            window.addSubview(picture)
            self.preview = picture
        } else {
            grip = .zero
            self.preview = nil
        }
        dropSession.didRequestData = { [weak self] in
            guard let self, let interaction = self.interaction, let delegate = interaction.delegate else { return }
            delegate.dragInteraction(interaction, sessionDidTransferItems: self.session)
        }
    }

    /// The touch is at `point` in the window.
    func move(to point: CGPoint) {
        guard !finished, let window = session.window else { return }
        session.windowLocation = point
        preview?.frame.origin = CGPoint(x: point.x - grip.x, y: point.y - grip.y)
        if let interaction, let delegate = interaction.delegate { delegate.dragInteraction(interaction, sessionDidMove: session) }
        if let outside = window.outsideDragCarrier, !session.isRestrictedToDraggingApplication, !window.bounds.contains(point) {
            targeting.leave()
            carrier = outside
            outside.carry(session, to: point, preview: preview, grip: grip)
        } else {
            bringBack()
            targeting.move(to: point, in: window)
        }
    }

    /// The touch lifted (`dropping`) or the drag was cancelled.
    func finish(dropping: Bool) {
        guard !finished else { return }
        finished = true
        preview?.removeFromSuperview()
        let operation = dropping ? drop() : cancelled()
        if let interaction, let delegate = interaction.delegate {
            delegate.dragInteraction(interaction, session: session, willEndWith: operation)
        }
        targeting.end(dropped: operation != .cancel)
        if let interaction, let delegate = interaction.delegate {
            delegate.dragInteraction(interaction, session: session, didEndWith: operation)
        }
    }

    private func drop() -> UIDropOperation {
        guard let carrier else { return targeting.drop() }
        // The other app reads the data after the flight is over: the session outlives it.
        return carrier.drop(session) { [weak interaction, session] in
            guard let interaction, let delegate = interaction.delegate else { return }
            delegate.dragInteraction(interaction, sessionDidTransferItems: session)
        }
    }

    private func cancelled() -> UIDropOperation {
        bringBack()
        targeting.leave()
        return .cancel
    }

    /// The drag is in the window again: the app outside hears that it left.
    private func bringBack() {
        carrier?.bringBack(session)
        carrier = nil
    }
}
