import CWayland
import Foundation
import OpenUIKitHost

/// The app's own drags out of a window, through `wl_data_device.start_drag`.
///
/// Wayland gives a drag to the compositor as a whole: once it starts, the pointer's events
/// go to the drag, and the app hears of it only as the compositor's drag events over its
/// own windows and its source's events (what the app under the pointer accepts, the drop,
/// the end). So the drag is handed over when the app's drag flight first leaves the window,
/// and from then on the origin window's flight is told of the drag as pointer events: moves
/// while the drag is back over the window, a release where it was let go.
extension WaylandClipboard {
    /// Carries the app's drag from `window`, offering `types`, outside it at `point`
    /// (window pixels); returns what the app under it would do with a drop.
    func dragOutside(from window: WaylandWindow, types: [String], at point: (x: Int, y: Int)) -> HostDragOperation {
        if var current = outgoing {
            if !current.isOverOrigin { current.lastOutside = point }
            outgoing = current
            return current.answer
        }
        guard let dragWire, let seat = connection.seat, let serial = seat.pressSerial, let source = wire.createSource() else { return .none }
        for type in types { wire.offer(source, type) }
        dragWire.setSourceActions(source, Self.copyAction)
        let icon = window.dragImage.flatMap { WaylandDragIcon(image: $0, connection: connection) }
        dragWire.startDrag(source, window.surface, icon?.surface, serial)
        icon?.show()
        // The compositor's drag has the pointer now: its release never comes as a button event.
        seat.pointerTakenByDrag()
        outgoing = WaylandOutgoingDrag(source: source, origin: window, types: types, lastOutside: point, icon: icon)
        connection.flush()
        return .none
    }

    /// The origin's flight saw the drag come back in, or it was cancelled.
    func endDragOutside() {
        guard let current = outgoing, !current.isOverOrigin, !current.flightEnded else { return }
        // The flight gave up while the compositor still carries the drag: end it there too.
        forgetOutgoingDrag()
        connection.flush()
    }

    /// The user let go outside: when the app under the drag took the drop, the offered data
    /// is gathered through `provide` and written to that app as it asks for each type.
    func dropOutside(provide: @escaping @MainActor (String, @escaping @MainActor (Data?) -> Void) -> Void) -> HostDragOperation {
        guard var current = outgoing, current.dropPerformed, !current.gathering else { return .none }
        current.gathering = true
        outgoing = current
        let source = current.source
        for type in current.types {
            provide(type) { [weak self] data in self?.gathered(data ?? Data(), as: type, for: source) }
        }
        return current.action == .none ? .copy : current.action
    }

    // MARK: The compositor's drag over the origin window

    /// Whether an entering offer is the app's own drag over the window it started in.
    func isOwnDrag(over window: WaylandWindow) -> Bool {
        outgoing.map { $0.origin === window && !$0.flightEnded } ?? false
    }

    /// The app's own drag came back over its window: the flight hears it as a move there,
    /// and the offer is accepted so that a release here is a drop the flight handles.
    func ownDragEntered(_ window: WaylandWindow, offer: OpaquePointer, serial: UInt32, at point: (x: Int, y: Int)) {
        outgoing?.isOverOrigin = true
        dragWire?.accept(offer, serial, outgoing?.types.first)
        dragWire?.setActions(offer, Self.copyAction, Self.copyAction)
        connection.flush()
        window.enqueue(.pointer(phase: .moved, x: point.x, y: point.y))
    }

    func ownDragLeft(_ window: WaylandWindow) {
        guard let current = outgoing else { return }
        outgoing?.isOverOrigin = false
        window.enqueue(.pointer(phase: .moved, x: current.lastOutside.x, y: current.lastOutside.y))
    }

    /// Let go over the window it started in: the flight drops in the app.
    func ownDragDropped(_ window: WaylandWindow, offer: OpaquePointer, at point: (x: Int, y: Int)) {
        outgoing?.flightEnded = true
        window.enqueue(.pointer(phase: .up, x: point.x, y: point.y))
        dragWire?.finish(offer)
        connection.flush()
    }

    // MARK: The source's events

    func outgoingTarget(_ source: OpaquePointer?, accepts: Bool) {
        guard outgoing?.source == source else { return }
        outgoing?.acceptsType = accepts
    }

    func outgoingAction(_ source: OpaquePointer?, _ action: UInt32) {
        guard outgoing?.source == source else { return }
        outgoing?.action = action & Self.moveAction != 0 ? .move : action & Self.copyAction != 0 ? .copy : .none
    }

    /// Another app took the drop: the flight hears the release where it last was.
    func outgoingDropPerformed(_ source: OpaquePointer?) {
        guard var current = outgoing, current.source == source else { return }
        current.dropPerformed = !current.flightEnded
        releaseFlight(&current)
        outgoing = current
    }

    /// The drop is done: the source goes.
    func outgoingFinished(_ source: OpaquePointer?) {
        guard outgoing?.source == source else { return }
        forgetOutgoingDrag()
    }

    /// The drag ended without a drop (nothing took it, or the compositor refused it).
    /// Returns whether `source` was the drag's.
    func outgoingCancelled(_ source: OpaquePointer?) -> Bool {
        guard var current = outgoing, current.source == source else { return false }
        releaseFlight(&current)
        outgoing = current
        forgetOutgoingDrag()
        return true
    }

    /// Another app asks for the drag's data as `type`. Returns whether `source` was the drag's.
    func outgoingSend(_ source: OpaquePointer?, type: String, to fd: Int32) -> Bool {
        guard var current = outgoing, current.source == source else { return false }
        if let data = current.served[type] {
            serve(data, to: fd)
        } else if current.types.contains(type) {
            current.waiting.append((type, fd))
            outgoing = current
        } else {
            Foundation.close(fd)
        }
        return true
    }

    /// Ends the drag's source and anything still waiting on it.
    func forgetOutgoingDrag() {
        guard let current = outgoing else { return }
        outgoing = nil
        for request in current.waiting { Foundation.close(request.fd) }
        wire.destroySource(current.source)
        current.icon?.destroy()
    }

    // MARK: Private

    private static let copyAction = WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue
    private static let moveAction = WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE.rawValue

    /// Tells the origin's flight the drag ended away from it, once.
    private func releaseFlight(_ drag: inout WaylandOutgoingDrag) {
        guard !drag.flightEnded else { return }
        drag.flightEnded = true
        drag.origin?.enqueue(.pointer(phase: .up, x: drag.lastOutside.x, y: drag.lastOutside.y))
    }

    private func gathered(_ data: Data, as type: String, for source: OpaquePointer) {
        guard var current = outgoing, current.source == source else { return }
        current.served[type] = data
        let ready = current.waiting.filter { $0.type == type }
        current.waiting.removeAll { $0.type == type }
        outgoing = current
        for request in ready { serve(data, to: request.fd) }
    }
}
