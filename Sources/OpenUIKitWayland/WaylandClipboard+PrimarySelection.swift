import CWayland
import Foundation

extension WaylandClipboard {
    /// The primary selection of `seat` (the text last selected, pasted with a middle click),
    /// through `zwp_primary_selection_device_v1`.
    static func primarySelection(manager: OpaquePointer, seat: OpaquePointer, connection: WaylandConnection) -> WaylandClipboard? {
        WaylandClipboard(connection: connection) { selection in
            guard let device = zwp_primary_selection_device_manager_v1_get_device(manager, seat) else { return nil }
            let data = selection.listenerData
            zwp_primary_selection_device_v1_add_listener(device, deviceListener, data)
            return WaylandSelectionWire(
                createSource: {
                    let source = zwp_primary_selection_device_manager_v1_create_source(manager)
                    if let source { zwp_primary_selection_source_v1_add_listener(source, sourceListener, data) }
                    return source
                },
                offer: { zwp_primary_selection_source_v1_offer($0, $1) },
                setSelection: { zwp_primary_selection_device_v1_set_selection(device, $0, $1) },
                destroySource: { zwp_primary_selection_source_v1_destroy($0) },
                listenToOffer: { zwp_primary_selection_offer_v1_add_listener($0, offerListener, data) },
                receive: { zwp_primary_selection_offer_v1_receive($0, $1, $2) },
                destroyOffer: { zwp_primary_selection_offer_v1_destroy($0) },
                release: { zwp_primary_selection_device_v1_destroy(device) })
        }
    }

    private nonisolated(unsafe) static let deviceListener = listener(zwp_primary_selection_device_v1_listener(
        data_offer: { data, _, offer in
            let target = from(data), address = ProxyAddress(offer)
            MainActor.assumeIsolated { target.offered(address.pointer) }
        },
        selection: { data, _, offer in
            let target = from(data), address = ProxyAddress(offer)
            MainActor.assumeIsolated { target.selectionChanged(address.pointer) }
        }))

    private nonisolated(unsafe) static let offerListener = listener(zwp_primary_selection_offer_v1_listener(
        offer: { data, offer, type in
            let target = from(data), address = ProxyAddress(offer), type = compositorString(type)
            MainActor.assumeIsolated { target.offer(address.pointer, hasType: type) }
        }))

    private nonisolated(unsafe) static let sourceListener = listener(zwp_primary_selection_source_v1_listener(
        send: { data, _, type, fd in
            let target = from(data), type = compositorString(type)
            MainActor.assumeIsolated { target.send(type, to: fd) }
        },
        cancelled: { data, source in
            let target = from(data), address = ProxyAddress(source)
            MainActor.assumeIsolated { target.cancelled(address.pointer) }
        }))
}
