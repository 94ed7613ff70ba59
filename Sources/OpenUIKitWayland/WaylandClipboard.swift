import CWayland
import Foundation
import OpenUIKitHost

/// One of the desktop's selections: the clipboard (`wl_data_device`) or the primary
/// selection (`zwp_primary_selection_device_v1`), which work alike. What another app
/// selects is offered by MIME type and loaded in the background (text, PNG and JPEG
/// images, URI lists), so the app never waits on another process; what the app selects is
/// served to whoever asks, without blocking either.
@MainActor
final class WaylandClipboard {
    /// The protocol's requests (see `WaylandSelectionWire`).
    var wire: WaylandSelectionWire!
    /// What drops from other apps need of `wl_data_device` (none for the primary selection).
    var dragWire: WaylandDragWire?
    /// Another app's drag over one of the connection's windows, while there is one.
    var drag: WaylandDrag?
    /// The app's own drag, once the compositor carries it.
    var outgoing: WaylandOutgoingDrag?
    /// The `wl_data_device` (the primary selection has none).
    var deviceProxy: OpaquePointer?
    unowned let connection: WaylandConnection
    /// Offers by proxy, with the MIME types each announced.
    var offers: [OpaquePointer: [String]] = [:]
    /// The offer holding the current selection (another app's), and what has loaded of it.
    private var selection: OpaquePointer?
    private(set) var contents: [String: Data] = [:]
    /// Loads under way, stopped when the selection changes.
    var loads: [DataTransfer] = []
    /// The app's own selection: the source and what it serves.
    private var source: OpaquePointer?
    private var served: [String: Data] = [:]
    private var sends: [DataTransfer] = []


    /// A selection spoken through the wire `makeWire` makes for it (`nil` when the
    /// compositor refuses the device).
    init?(connection: WaylandConnection, makeWire: (WaylandClipboard) -> WaylandSelectionWire?) {
        self.connection = connection
        guard let wire = makeWire(self) else { return nil }
        self.wire = wire
        // A reader that goes away mid-transfer must be an error, not the end of the process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// The listeners' user data for this selection.
    var listenerData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    nonisolated static func from(_ data: UnsafeMutableRawPointer?) -> WaylandClipboard {
        Unmanaged<WaylandClipboard>.fromOpaque(data!).takeUnretainedValue()
    }

    func release() {
        forgetOutgoingDrag()
        for transfer in loads + sends {
            connection.unwatch(transfer)
            transfer.cancel()
        }
        for offer in offers.keys { wire.destroyOffer(offer) }
        offers = [:]
        if let source { wire.destroySource(source) }
        source = nil
        wire.release()
    }

    /// Whatever the clipboard holds now, by MIME type (`nil`: empty).
    /// The offer the selection is now, which a drag's end must not destroy.
    var selectionOffer: OpaquePointer? { selection }

    var currentContents: [String: Data]? {
        if source != nil { return served }
        return contents.isEmpty ? nil : contents
    }

    /// Takes the selection with `items` (MIME type to bytes), quoting the serial of the
    /// latest input event (compositors refuse a selection not caused by input).
    func write(_ items: [String: Data], serial: UInt32) {
        if let source { wire.destroySource(source) }
        source = nil
        served = [:]
        guard !items.isEmpty, let made = wire.createSource() else { return }
        let offered = HostClipboardType.addingTextAliases(to: items)
        for type in offered.keys.sorted() { wire.offer(made, type) }
        wire.setSelection(made, serial)
        source = made
        served = offered
        connection.flush()
    }

    // MARK: Another app's selection

    /// Another app offers data: its types follow.
    func offered(_ offer: OpaquePointer?) {
        guard let offer else { return }
        offers[offer] = []
        wire.listenToOffer(offer)
    }

    /// An offer announced one of its MIME types (at most 256 are kept).
    func offer(_ offer: OpaquePointer?, hasType type: String) {
        guard let offer, let types = offers[offer], types.count < 256 else { return }
        offers[offer]!.append(type)
    }

    /// The selection changed to `offer` (another app's, or our own coming back; `nil`: none).
    func selectionChanged(_ offer: OpaquePointer?) {
        for transfer in loads {
            connection.unwatch(transfer)
            transfer.cancel()
        }
        loads = []
        contents = [:]
        if let selection, selection != offer {
            wire.destroyOffer(selection)
            offers[selection] = nil
        }
        selection = offer
        guard let offer, let types = offers[offer] else { return }
        // Our own selection comes back as an offer: what it holds is known already.
        if source != nil { return }
        for kind in HostClipboardType.loadedKinds {
            guard let type = kind.first(where: types.contains) else { continue }
            load(type, from: offer, as: kind == HostClipboardType.textAliases ? HostClipboardType.text : type)
        }
    }

    private func load(_ type: String, from offer: OpaquePointer, as key: String) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        wire.receive(offer, type, ends[1])
        Foundation.close(ends[1])
        connection.flush()
        let transfer = DataTransfer(reading: ends[0], limit: HostClipboardType.sizeLimit) { [weak self] data in
            guard let self, self.selection == offer, let data else { return }
            self.contents[key] = data
        }
        loads.append(transfer)
        connection.watch(transfer)
    }

    /// Moves every transfer along and forgets the finished ones.
    func service() {
        for transfer in loads + sends { transfer.step() }
        for transfer in (loads + sends) where transfer.isFinished { connection.unwatch(transfer) }
        loads.removeAll { $0.isFinished }
        sends.removeAll { $0.isFinished }
    }

    // MARK: The app's selection

    /// Another app asks for our selection as `type`, to be written to `fd`.
    func send(_ type: String, to fd: Int32) {
        guard let data = served[type] else {
            Foundation.close(fd)
            return
        }
        serve(data, to: fd)
    }

    /// Writes `data` to another app's descriptor in the background.
    func serve(_ data: Data, to fd: Int32) {
        let transfer = DataTransfer(writing: data, to: fd) {}
        sends.append(transfer)
        connection.watch(transfer)
        transfer.step()
    }

    /// Our source was replaced (another app took the selection, or we set a new one).
    func cancelled(_ cancelled: OpaquePointer?) {
        guard let cancelled else { return }
        wire.destroySource(cancelled)
        if cancelled == source {
            // Another app took the clipboard.
            source = nil
            served = [:]
        }
    }
}
