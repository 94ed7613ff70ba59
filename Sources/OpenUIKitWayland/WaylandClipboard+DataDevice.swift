import CWayland
import Foundation

extension WaylandClipboard {
    /// The clipboard of `seat`, through `wl_data_device`.
    static func clipboard(manager: OpaquePointer, seat: OpaquePointer, connection: WaylandConnection) -> WaylandClipboard? {
        let clipboard = WaylandClipboard(connection: connection) { clipboard in
            guard let device = wl_data_device_manager_get_data_device(manager, seat) else { return nil }
            clipboard.deviceProxy = device
            let data = clipboard.listenerData
            wl_data_device_add_listener(device, deviceListener, data)
            return WaylandSelectionWire(
                createSource: {
                    let source = wl_data_device_manager_create_data_source(manager)
                    if let source { wl_data_source_add_listener(source, sourceListener, data) }
                    return source
                },
                offer: { wl_data_source_offer($0, $1) },
                setSelection: { wl_data_device_set_selection(device, $0, $1) },
                destroySource: { wl_data_source_destroy($0) },
                listenToOffer: { wl_data_offer_add_listener($0, offerListener, data) },
                receive: { wl_data_offer_receive($0, $1, $2) },
                destroyOffer: { wl_data_offer_destroy($0) },
                release: { if wl_proxy_get_version(device) >= 2 { wl_data_device_release(device) } else { wl_data_device_destroy(device) } })
        }
        clipboard?.dragWire = WaylandDragWire(
            accept: { offer, serial, type in wl_data_offer_accept(offer, serial, type) },
            setActions: { offer, actions, preferred in
                if wl_proxy_get_version(offer) >= 3 { wl_data_offer_set_actions(offer, actions, preferred) }
            },
            finish: { offer in if wl_proxy_get_version(offer) >= 3 { wl_data_offer_finish(offer) } },
            setSourceActions: { source, actions in
                if wl_proxy_get_version(source) >= 3 { wl_data_source_set_actions(source, actions) }
            },
            startDrag: { [weak clipboard] source, origin, icon, serial in
                guard let device = clipboard?.deviceProxy else { return }
                wl_data_device_start_drag(device, source, origin, icon, serial)
            })
        return clipboard
    }

    private nonisolated(unsafe) static let deviceListener = listener(wl_data_device_listener(
        data_offer: { data, _, offer in
            let target = from(data), address = ProxyAddress(offer)
            MainActor.assumeIsolated { target.offered(address.pointer) }
        },
        enter: { data, _, serial, surface, x, y, offer in
            let target = from(data), surface = ProxyAddress(surface), offer = ProxyAddress(offer)
            let x = wl_fixed_to_double(x), y = wl_fixed_to_double(y)
            MainActor.assumeIsolated { target.dragEntered(surface.pointer, offer: offer.pointer, serial: serial, x: x, y: y) }
        },
        leave: { data, _ in
            let target = from(data)
            MainActor.assumeIsolated { target.dragLeft() }
        },
        motion: { data, _, _, x, y in
            let target = from(data), x = wl_fixed_to_double(x), y = wl_fixed_to_double(y)
            MainActor.assumeIsolated { target.dragMoved(x: x, y: y) }
        },
        drop: { data, _ in
            let target = from(data)
            MainActor.assumeIsolated { target.dragDropped() }
        },
        selection: { data, _, offer in
            let target = from(data), address = ProxyAddress(offer)
            MainActor.assumeIsolated { target.selectionChanged(address.pointer) }
        }))

    private nonisolated(unsafe) static let offerListener = listener(wl_data_offer_listener(
        offer: { data, offer, type in
            let target = from(data), address = ProxyAddress(offer), type = compositorString(type)
            MainActor.assumeIsolated { target.offer(address.pointer, hasType: type) }
        },
        source_actions: { _, _, _ in },
        action: { _, _, _ in }))

    private nonisolated(unsafe) static let sourceListener = listener(wl_data_source_listener(
        target: { data, source, type in
            let target = from(data), address = ProxyAddress(source), accepted = type != nil
            MainActor.assumeIsolated { target.outgoingTarget(address.pointer, accepts: accepted) }
        },
        send: { data, source, type, fd in
            let target = from(data), address = ProxyAddress(source), type = compositorString(type)
            MainActor.assumeIsolated {
                if !target.outgoingSend(address.pointer, type: type, to: fd) { target.send(type, to: fd) }
            }
        },
        cancelled: { data, source in
            let target = from(data), address = ProxyAddress(source)
            MainActor.assumeIsolated {
                if !target.outgoingCancelled(address.pointer) { target.cancelled(address.pointer) }
            }
        },
        dnd_drop_performed: { data, source in
            let target = from(data), address = ProxyAddress(source)
            MainActor.assumeIsolated { target.outgoingDropPerformed(address.pointer) }
        },
        dnd_finished: { data, source in
            let target = from(data), address = ProxyAddress(source)
            MainActor.assumeIsolated { target.outgoingFinished(address.pointer) }
        },
        action: { data, source, action in
            let target = from(data), address = ProxyAddress(source)
            MainActor.assumeIsolated { target.outgoingAction(address.pointer, action) }
        }))
}
