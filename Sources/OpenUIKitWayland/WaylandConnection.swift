import CWayland
import Foundation
import OpenUIKitHost

/// A connection to a Wayland compositor and the globals OpenUIKit uses from it: the
/// compositor, shared memory, the xdg shell, the seat, the outputs and, where offered,
/// server-side decorations, fractional scaling, viewports, text input and the clipboards.
///
/// Everything runs on the main actor: requests are queued and flushed with ``flush()``,
/// events are read and dispatched by ``dispatch(timeout:)``, which never blocks longer
/// than asked. A compositor that goes away leaves ``isBroken`` set; callers end cleanly.
@MainActor
final class WaylandConnection {
    /// Why a connection could not be made.
    enum OpenError: Error, CustomStringConvertible {
        case noCompositor(String)
        case missingGlobal(String)
        case noAnswer

        var description: String {
            switch self {
            case .noCompositor(let name): "cannot connect to the Wayland compositor \(name.isEmpty ? "(WAYLAND_DISPLAY unset)" : name)"
            case .missingGlobal(let name): "the Wayland compositor offers no \(name)"
            case .noAnswer: "the Wayland compositor did not answer"
            }
        }
    }

    let display: OpaquePointer
    private var registry: OpaquePointer?
    private(set) var compositor: OpaquePointer?
    private(set) var shm: OpaquePointer?
    private(set) var wmBase: OpaquePointer?
    private(set) var decorationManager: OpaquePointer?
    private(set) var fractionalScaleManager: OpaquePointer?
    private(set) var viewporter: OpaquePointer?
    private(set) var dataDeviceManager: OpaquePointer?
    private(set) var textInputManager: OpaquePointer?
    private(set) var primarySelectionManager: OpaquePointer?
    private(set) var activation: OpaquePointer?
    /// The seat (one is all desktops have in practice), once the compositor names it.
    private(set) var seat: WaylandSeat?
    /// Outputs by their registry name.
    private(set) var outputs: [UInt32: WaylandOutput] = [:]
    /// Windows by their `wl_surface`, for routing input.
    private var windows: [OpaquePointer: WaylandWindow] = [:]
    /// libdecor, started for the first window that needs drawn decorations.
    private var libdecorContext: WaylandLibdecor?
    var libdecor: WaylandLibdecor? {
        if libdecorContext == nil, !isBroken, !isClosed { libdecorContext = WaylandLibdecor(display: display) }
        return libdecorContext
    }
    /// Set when the connection failed: every later call does nothing.
    private(set) var isBroken = false
    private var isClosed = false

    /// Connects to `name` (`WAYLAND_DISPLAY` when `nil`) and waits (up to `timeout`
    /// seconds) for the compositor to announce its globals and outputs.
    init(name: String?, timeout: TimeInterval = 5) throws {
        guard let display = wl_display_connect(name) else { throw OpenError.noCompositor(name ?? "") }
        self.display = display
        registry = wl_display_get_registry(display)
        wl_registry_add_listener(registry, Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
        // The first round trip brings the globals; the second, what each bound one says
        // about itself (output modes and scales, the seat's devices).
        for _ in 0..<2 where !roundTrip(timeout: timeout) {
            close()
            throw OpenError.noAnswer
        }
        for (global, name) in [(compositor, "wl_compositor"), (shm, "wl_shm"), (wmBase, "xdg_wm_base")] where global == nil {
            close()
            throw OpenError.missingGlobal(name)
        }
    }

    /// The largest scale of the compositor's outputs (1 when none says).
    var preferredScale: Double {
        outputs.values.map(\.scale).max().map(Double.init) ?? 1
    }

    /// The size in pixels of the largest output, or `nil` before any reports a mode.
    var largestOutputSize: HostPixelSize? {
        outputs.values.compactMap(\.pixelSize).max { $0.width * $0.height < $1.width * $1.height }
    }

    /// The connection's descriptor: readable when the compositor sent something.
    var fileDescriptor: Int32 { wl_display_get_fd(display) }

    /// An epoll descriptor over everything the app waits on for this connection: the
    /// socket, key repeat, clipboard pipes. Windows hand it to the host as their event
    /// descriptor.
    private(set) lazy var watchDescriptor: Int32 = openuikit_wayland_watch(fileDescriptor, seat?.keyRepeat.fileDescriptor ?? -1)

    func watch(_ transfer: DataTransfer) {
        guard watchDescriptor >= 0 else { return }
        openuikit_wayland_watch_add(watchDescriptor, transfer.fileDescriptor, transfer.waitsForOutput ? 1 : 0)
    }

    func unwatch(_ transfer: DataTransfer) {
        guard watchDescriptor >= 0 else { return }
        openuikit_wayland_watch_remove(watchDescriptor, transfer.fileDescriptor)
    }

    // MARK: Windows

    func register(_ window: WaylandWindow, surface: OpaquePointer) { windows[surface] = window }
    func unregister(surface: OpaquePointer) { windows[surface] = nil }
    func window(for surface: OpaquePointer?) -> WaylandWindow? { surface.flatMap { windows[$0] } }
    func output(for proxy: OpaquePointer?) -> WaylandOutput? { outputs.values.first { $0.proxy == proxy } }

    // MARK: Dispatching

    /// Sends the queued requests; marks the connection broken when the compositor is gone.
    func flush() {
        guard !isBroken, !isClosed else { return }
        if wl_display_flush(display) < 0, errno != EAGAIN { markBroken() }
    }

    /// Reads what the compositor sent, waiting up to `timeout` seconds for something to
    /// arrive, and runs the listeners. Returns whether the connection is still good.
    @discardableResult
    func dispatch(timeout: TimeInterval) -> Bool {
        guard !isBroken, !isClosed else { return false }
        while wl_display_prepare_read(display) != 0 {
            guard wl_display_dispatch_pending(display) >= 0 else { return markBroken() }
        }
        flush()
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(timeout, 10)) * 1000)
        if poll(&descriptor, 1, milliseconds) > 0, descriptor.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            guard wl_display_read_events(display) >= 0 else { return markBroken() }
        } else {
            wl_display_cancel_read(display)
        }
        guard wl_display_dispatch_pending(display) >= 0 else { return markBroken() }
        return !isBroken
    }

    /// Waits until the compositor has handled every request sent so far (and sent its
    /// answers), for at most `timeout` seconds.
    @discardableResult
    func roundTrip(timeout: TimeInterval = 5) -> Bool {
        guard !isBroken, !isClosed, let callback = wl_display_sync(display) else { return false }
        let done = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        done.initialize(to: false)
        defer {
            wl_callback_destroy(callback)
            done.deallocate()
        }
        wl_callback_add_listener(callback, Self.syncListener, done)
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !done.pointee {
            let left = ContinuousClock.now.duration(to: deadline).seconds
            guard left > 0, dispatch(timeout: left) else { return false }
        }
        return true
    }

    @discardableResult
    private func markBroken() -> Bool {
        isBroken = true
        return false
    }

    /// Releases every global and disconnects; later calls do nothing.
    func close() {
        guard !isClosed else { return }
        for window in Array(windows.values) { window.close() }
        libdecorContext?.release()
        libdecorContext = nil
        seat?.release()
        seat = nil
        for output in outputs.values { output.release() }
        outputs = [:]
        let globals = [compositor, shm, dataDeviceManager]
        for global in globals.compactMap({ $0 }) { wl_proxy_destroy(global) }
        if let wmBase { xdg_wm_base_destroy(wmBase) }
        if let decorationManager { zxdg_decoration_manager_v1_destroy(decorationManager) }
        if let fractionalScaleManager { wp_fractional_scale_manager_v1_destroy(fractionalScaleManager) }
        if let viewporter { wp_viewporter_destroy(viewporter) }
        if let textInputManager { zwp_text_input_manager_v3_destroy(textInputManager) }
        if let primarySelectionManager { zwp_primary_selection_device_manager_v1_destroy(primarySelectionManager) }
        if let activation { xdg_activation_v1_destroy(activation) }
        if let registry { wl_registry_destroy(registry) }
        if watchDescriptor >= 0 { Foundation.close(watchDescriptor) }
        if !isBroken { wl_display_flush(display) }
        wl_display_disconnect(display)
        isClosed = true
    }

    // MARK: Globals

    private func announce(name: UInt32, interface: String, version: UInt32) {
        func bind(_ interface: UnsafePointer<wl_interface>, _ highest: UInt32) -> OpaquePointer? {
            OpaquePointer(wl_registry_bind(registry, name, interface, min(version, highest)))
        }
        switch interface {
        case "wl_compositor": compositor = bind(withUnsafePointer(to: wl_compositor_interface) { $0 }, 4)
        case "wl_shm": shm = bind(withUnsafePointer(to: wl_shm_interface) { $0 }, 1)
        case "xdg_wm_base":
            wmBase = bind(withUnsafePointer(to: xdg_wm_base_interface) { $0 }, 5)
            xdg_wm_base_add_listener(wmBase, Self.wmBaseListener, nil)
        case "wl_seat" where seat == nil:
            if let proxy = bind(withUnsafePointer(to: wl_seat_interface) { $0 }, 8) {
                seat = WaylandSeat(proxy: proxy, connection: self)
            }
        case "wl_output":
            if let proxy = bind(withUnsafePointer(to: wl_output_interface) { $0 }, 4) {
                outputs[name] = WaylandOutput(proxy: proxy, connection: self)
            }
        case "zxdg_decoration_manager_v1": decorationManager = bind(withUnsafePointer(to: zxdg_decoration_manager_v1_interface) { $0 }, 1)
        case "wp_fractional_scale_manager_v1": fractionalScaleManager = bind(withUnsafePointer(to: wp_fractional_scale_manager_v1_interface) { $0 }, 1)
        case "wp_viewporter": viewporter = bind(withUnsafePointer(to: wp_viewporter_interface) { $0 }, 1)
        case "wl_data_device_manager":
            dataDeviceManager = bind(withUnsafePointer(to: wl_data_device_manager_interface) { $0 }, 3)
            seat?.connectClipboard()
        case "zwp_text_input_manager_v3":
            textInputManager = bind(withUnsafePointer(to: zwp_text_input_manager_v3_interface) { $0 }, 1)
            seat?.connectTextInput()
        case "xdg_activation_v1": activation = bind(withUnsafePointer(to: xdg_activation_v1_interface) { $0 }, 1)
        case "zwp_primary_selection_device_manager_v1":
            primarySelectionManager = bind(withUnsafePointer(to: zwp_primary_selection_device_manager_v1_interface) { $0 }, 1)
            seat?.connectClipboard()
        default: break
        }
    }

    private func remove(name: UInt32) {
        guard let output = outputs.removeValue(forKey: name) else { return }
        for window in windows.values { window.outputRemoved(output) }
        output.release()
    }

    /// Called by an output when it finished describing itself (a new scale, say).
    func outputChanged(_ output: WaylandOutput) {
        for window in windows.values { window.outputChanged(output) }
    }

    // MARK: Listeners

    nonisolated private static func connection(_ data: UnsafeMutableRawPointer?) -> WaylandConnection {
        Unmanaged<WaylandConnection>.fromOpaque(data!).takeUnretainedValue()
    }

    private nonisolated(unsafe) static let registryListener = listener(wl_registry_listener(
        global: { data, _, name, interface, version in
            let interface = interface.map { String(cString: $0) } ?? ""
            let target = connection(data); MainActor.assumeIsolated { target.announce(name: name, interface: interface, version: version) }
        },
        global_remove: { data, _, name in
            let target = connection(data); MainActor.assumeIsolated { target.remove(name: name) }
        }))

    private nonisolated(unsafe) static let wmBaseListener = listener(xdg_wm_base_listener(
        ping: { _, base, serial in xdg_wm_base_pong(base, serial) }))

    private nonisolated(unsafe) static let syncListener = listener(wl_callback_listener(
        done: { data, _, _ in data?.assumingMemoryBound(to: Bool.self).pointee = true }))
}

/// A Wayland object's address carried into main-actor code: listeners run on the main
/// thread (the app dispatches its connection there), which the compiler cannot see.
struct ProxyAddress: @unchecked Sendable {
    let pointer: OpaquePointer?
    init(_ pointer: OpaquePointer?) { self.pointer = pointer }
}

/// A string the compositor sent; not trusted to be UTF-8.
func compositorString(_ text: UnsafePointer<CChar>?) -> String {
    guard let text else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// A listener table at an address that stays put for the life of the process, as
/// libwayland keeps the pointer it is given.
func listener<Listener>(_ value: Listener) -> UnsafeMutablePointer<Listener> {
    let pointer = UnsafeMutablePointer<Listener>.allocate(capacity: 1)
    pointer.initialize(to: value)
    return pointer
}
