import CWayland
import Foundation
import OpenUIKitHost

/// The desktop's clipboard through `wl_data_device`: what another app copies is offered
/// by MIME type and loaded in the background (text, PNG and JPEG images, URI lists), so
/// the app never waits on another process; what the app copies is served to whoever asks,
/// without blocking either.
@MainActor
final class WaylandClipboard {
    private let device: OpaquePointer
    private let manager: OpaquePointer
    private unowned let connection: WaylandConnection
    /// Offers by proxy, with the MIME types each announced.
    private var offers: [OpaquePointer: [String]] = [:]
    /// The offer holding the current selection (another app's), and what has loaded of it.
    private var selection: OpaquePointer?
    private(set) var contents: [String: Data] = [:]
    /// Loads under way, stopped when the selection changes.
    private var loads: [DataTransfer] = []
    /// The app's own selection: the source and what it serves.
    private var source: OpaquePointer?
    private var served: [String: Data] = [:]
    private var sends: [DataTransfer] = []

    /// The types loaded from another app's selection, most wanted first per kind.
    static let wanted: [[String]] = [HostClipboardType.textAliases, [HostClipboardType.png, HostClipboardType.jpeg], [HostClipboardType.uriList]]
    /// More than this from another app is not taken.
    static let sizeLimit = 64 << 20

    init?(manager: OpaquePointer, seat: OpaquePointer, connection: WaylandConnection) {
        guard let device = wl_data_device_manager_get_data_device(manager, seat) else { return nil }
        // A reader that goes away mid-transfer must be an error, not the end of the process.
        signal(SIGPIPE, SIG_IGN)
        self.device = device
        self.manager = manager
        self.connection = connection
        wl_data_device_add_listener(device, Self.deviceListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func release() {
        for transfer in loads + sends {
            connection.unwatch(transfer)
            transfer.cancel()
        }
        for offer in offers.keys { wl_data_offer_destroy(offer) }
        offers = [:]
        if let source { wl_data_source_destroy(source) }
        source = nil
        if wl_proxy_get_version(device) >= 2 { wl_data_device_release(device) } else { wl_data_device_destroy(device) }
    }

    /// Whatever the clipboard holds now, by MIME type (`nil`: empty).
    var currentContents: [String: Data]? {
        if source != nil { return served }
        return contents.isEmpty ? nil : contents
    }

    /// Takes the selection with `items` (MIME type to bytes), quoting the serial of the
    /// latest input event (compositors refuse a selection not caused by input).
    func write(_ items: [String: Data], serial: UInt32) {
        if let source { wl_data_source_destroy(source) }
        source = nil
        served = [:]
        guard !items.isEmpty, let made = wl_data_device_manager_create_data_source(manager) else { return }
        var offered = items
        // Text goes out under the names older clients ask for too.
        if let text = items[HostClipboardType.text] {
            for alias in HostClipboardType.textAliases where offered[alias] == nil { offered[alias] = text }
        }
        for type in offered.keys.sorted() { wl_data_source_offer(made, type) }
        wl_data_source_add_listener(made, Self.sourceListener, Unmanaged.passUnretained(self).toOpaque())
        wl_data_device_set_selection(device, made, serial)
        source = made
        served = offered
        connection.flush()
    }

    // MARK: Another app's selection

    private func offered(_ offer: OpaquePointer?) {
        guard let offer else { return }
        offers[offer] = []
        wl_data_offer_add_listener(offer, Self.offerListener, Unmanaged.passUnretained(self).toOpaque())
    }

    private func selectionChanged(_ offer: OpaquePointer?) {
        for transfer in loads {
            connection.unwatch(transfer)
            transfer.cancel()
        }
        loads = []
        contents = [:]
        if let selection, selection != offer {
            wl_data_offer_destroy(selection)
            offers[selection] = nil
        }
        selection = offer
        guard let offer, let types = offers[offer] else { return }
        // Our own selection comes back as an offer: what it holds is known already.
        if source != nil { return }
        for kind in Self.wanted {
            guard let type = kind.first(where: types.contains) else { continue }
            load(type, from: offer, as: kind == HostClipboardType.textAliases ? HostClipboardType.text : type)
        }
    }

    private func load(_ type: String, from offer: OpaquePointer, as key: String) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        wl_data_offer_receive(offer, type, ends[1])
        Foundation.close(ends[1])
        connection.flush()
        let transfer = DataTransfer(reading: ends[0], limit: Self.sizeLimit) { [weak self] data in
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

    private func send(_ type: String, to fd: Int32) {
        guard let data = served[type] else {
            Foundation.close(fd)
            return
        }
        let transfer = DataTransfer(writing: data, to: fd) {}
        sends.append(transfer)
        connection.watch(transfer)
        transfer.step()
    }

    private func cancelled(_ cancelled: OpaquePointer?) {
        guard let cancelled else { return }
        wl_data_source_destroy(cancelled)
        if cancelled == source {
            // Another app took the clipboard.
            source = nil
            served = [:]
        }
    }

    // MARK: Listeners

    nonisolated private static func clipboard(_ data: UnsafeMutableRawPointer?) -> WaylandClipboard {
        Unmanaged<WaylandClipboard>.fromOpaque(data!).takeUnretainedValue()
    }

    private nonisolated(unsafe) static let deviceListener = listener(wl_data_device_listener(
        data_offer: { data, _, offer in
            let target = clipboard(data), address = ProxyAddress(offer)
            MainActor.assumeIsolated { target.offered(address.pointer) }
        },
        enter: { _, _, _, _, _, _, _ in },
        leave: { _, _ in },
        motion: { _, _, _, _, _ in },
        drop: { _, _ in },
        selection: { data, _, offer in
            let target = clipboard(data), address = ProxyAddress(offer)
            MainActor.assumeIsolated { target.selectionChanged(address.pointer) }
        }))

    private nonisolated(unsafe) static let offerListener = listener(wl_data_offer_listener(
        offer: { data, offer, type in
            let target = clipboard(data), address = ProxyAddress(offer), type = compositorString(type)
            MainActor.assumeIsolated {
                if let offer = address.pointer, target.offers[offer] != nil, target.offers[offer]!.count < 256 { target.offers[offer]!.append(type) }
            }
        },
        source_actions: { _, _, _ in },
        action: { _, _, _ in }))

    private nonisolated(unsafe) static let sourceListener = listener(wl_data_source_listener(
        target: { _, _, _ in },
        send: { data, _, type, fd in
            let target = clipboard(data), type = compositorString(type)
            MainActor.assumeIsolated { target.send(type, to: fd) }
        },
        cancelled: { data, source in
            let target = clipboard(data), address = ProxyAddress(source)
            MainActor.assumeIsolated { target.cancelled(address.pointer) }
        },
        dnd_drop_performed: { _, _ in },
        dnd_finished: { _, _ in },
        action: { _, _, _ in }))
}
