import CWayland
import Foundation
import OpenUIKitHost

/// Drops from other apps through `wl_data_device`: the compositor's drag events become the
/// window's drag events, the app's answers go back as `accept` and `set_actions`, and the
/// dropped data is read through pipes like the clipboard's.
extension WaylandClipboard {
    func dragEntered(_ surface: OpaquePointer?, offer: OpaquePointer?, serial: UInt32, x: Double, y: Double) {
        endDrag()
        guard let offer, let window = connection.window(for: surface) else {
            if let offer { forget(offer) }
            return
        }
        let (px, py) = window.pixel(x, y)
        let point = (x: px, y: py)
        let isOwn = isOwnDrag(over: window)
        drag = WaylandDrag(offer: offer, serial: serial, window: window, point: point, isOwn: isOwn)
        if isOwn {
            ownDragEntered(window, offer: offer, serial: serial, at: point)
        } else {
            window.enqueue(.drag(.entered(types: offers[offer] ?? [], x: point.x, y: point.y)))
        }
    }

    func dragMoved(x: Double, y: Double) {
        guard var current = drag, !current.dropped, let window = current.window else { return }
        let (px, py) = window.pixel(x, y)
        current.point = (px, py)
        drag = current
        window.enqueue(current.isOwn ? .pointer(phase: .moved, x: px, y: py) : .drag(.moved(x: px, y: py)))
    }

    func dragLeft() {
        // After a drop the compositor also says the drag left; the drop is still finishing.
        guard let current = drag, !current.dropped else { return }
        if current.isOwn {
            if let window = current.window { ownDragLeft(window) }
        } else {
            current.window?.enqueue(.drag(.left))
        }
        endDrag()
    }

    func dragDropped() {
        guard var current = drag, !current.dropped else { return }
        current.dropped = true
        drag = current
        if current.isOwn {
            if let window = current.window { ownDragDropped(window, offer: current.offer, at: current.point) }
            endDrag()
        } else {
            current.window?.enqueue(.drag(.dropped(x: current.point.x, y: current.point.y)))
        }
    }

    /// Tells the source what a drop would do where its drag is now.
    func answerDrag(_ operation: HostDragOperation) {
        guard let current = drag, !current.dropped, let dragWire else { return }
        let type = operation == .none ? nil : preferredType(in: offers[current.offer] ?? [])
        dragWire.accept(current.offer, current.serial, type)
        let action = Self.action(for: operation)
        dragWire.setActions(current.offer, action, action)
        connection.flush()
    }

    /// Reads the dropped data of `type` through a pipe, without blocking.
    func loadDraggedData(type: String, completion: @escaping @MainActor (Data?) -> Void) {
        guard let current = drag, current.dropped, offers[current.offer]?.contains(type) == true else { return completion(nil) }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return completion(nil) }
        wire.receive(current.offer, type, ends[1])
        Foundation.close(ends[1])
        connection.flush()
        let transfer = DataTransfer(reading: ends[0], limit: HostClipboardType.sizeLimit) { data in completion(data) }
        loads.append(transfer)
        connection.watch(transfer)
    }

    /// The drop is done: the source hears it and the offer goes.
    func finishDrop(_ operation: HostDragOperation) {
        guard let current = drag, current.dropped else { return }
        if operation != .none { dragWire?.finish(current.offer) }
        endDrag()
        connection.flush()
    }

    private func endDrag() {
        guard let current = drag else { return }
        drag = nil
        forget(current.offer)
    }

    private func forget(_ offer: OpaquePointer) {
        guard offer != selectionOffer else { return }
        wire.destroyOffer(offer)
        offers[offer] = nil
    }

    /// UTF-8 text if offered, else the first type.
    private func preferredType(in types: [String]) -> String? {
        types.first { $0 == HostClipboardType.text } ?? types.first
    }

    private static func action(for operation: HostDragOperation) -> UInt32 {
        switch operation {
        case .none: WL_DATA_DEVICE_MANAGER_DND_ACTION_NONE.rawValue
        case .copy: WL_DATA_DEVICE_MANAGER_DND_ACTION_COPY.rawValue
        case .move: WL_DATA_DEVICE_MANAGER_DND_ACTION_MOVE.rawValue
        }
    }
}
