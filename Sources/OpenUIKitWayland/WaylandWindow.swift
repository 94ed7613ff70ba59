import CLibdecor
import CWayland
import Foundation
import OpenUIKitHost

/// One top-level Wayland window (an `xdg_toplevel`): the Wayland side of the window host,
/// with no UIKit in it.
///
/// Frames are copied, damage only, into shared-memory buffers the compositor reads; a new
/// frame waits for the compositor's frame callback, so a hidden window stops drawing. The
/// window's size is the compositor's to give (a tiling desktop decides it); its scale
/// follows the outputs it is on, or the compositor's fractional scale where offered.
@preconcurrency @MainActor
public final class WaylandWindow: HostSurface {
    let connection: WaylandConnection
    private let ownsConnection: Bool
    let surface: OpaquePointer
    /// The toplevel role: xdg-shell with the compositor's title bar, or a libdecor frame.
    private var role: WaylandToplevelRole!
    private var fractionalScale: OpaquePointer?
    private var viewport: OpaquePointer?
    private var frameCallback: OpaquePointer?
    private var buffers: WaylandBuffers?

    /// The window's size in the compositor's surface units.
    private(set) var logicalSize: (width: Int, height: Int)
    /// The size the compositor asked for in its latest configure, applied on its ack.
    private var requestedSize: (width: Int, height: Int)?
    /// The scale frames are drawn at: the fractional scale, the outputs' whole scale, or
    /// `OPENUIKIT_SCALE`.
    public private(set) var scale: Double
    private let forcedScale: Double?
    private var fractionalPreference: Double?
    /// The outputs the window is on.
    private var enteredOutputs: [ObjectIdentifier: WaylandOutput] = [:]
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    /// Whether the compositor draws the title bar (`xdg-decoration` in server-side mode).
    public private(set) var hasServerDecorations = false
    /// Whether libdecor draws the title bar: the compositor offers no `xdg-decoration`
    /// (GNOME), or `LIBDECOR_FORCE_CSD=1` asks for drawn decorations.
    public var hasDrawnDecorations: Bool {
        if case .libdecor = role { return true }
        return false
    }
    /// Whether the compositor configured the window, so frames may be attached.
    private(set) var isConfigured = false
    /// The picture the app's drags out of this window show under the pointer.
    var dragImage: HostDragImage?
    /// Whether the window has keyboard focus.
    public private(set) var isActive = false
    /// The window's maximised and fullscreen states as the compositor last set them.
    public private(set) var isMaximized = false
    public private(set) var isFullscreen = false {
        didSet { if isFullscreen, !allowsFullScreen { leaveFullScreen() } }
    }
    /// How many times the window asked to leave a full screen it may not have, and whether
    /// the configure that takes it out is still to come.
    private(set) var fullScreenRefusals = 0
    private var leftRefusedFullScreen = false
    /// The size the window last had neither maximised nor full screen, which a refused full
    /// screen returns it to.
    private var windowedSize: (width: Int, height: Int)?
    /// Whether the window may go full screen (the scene's size restrictions say).
    private(set) var allowsFullScreen = true
    /// A frame could not be presented (every buffer busy): the whole frame is owed.
    private var owesFrame = false
    private var events: [HostEvent] = []
    private var reportedBrokenConnection = false
    private(set) var isClosed = false
    /// The pointer's image over the window.
    private(set) var cursorShape: HostCursor = .arrow
    /// The focused text input, as the app last described it.
    private(set) var textInputState: HostTextInputState?

    /// Opens a window of `size` pixels at `scale` titled `title` on `connection` (a new one
    /// to `WAYLAND_DISPLAY` when `nil`), waiting (up to 5 seconds) for the compositor to
    /// configure it.
    /// - Throws: ``WaylandConnection/OpenError`` when there is no compositor or it does not answer.
    public convenience init(size: HostPixelSize, scale: Double, title: String, appID: String? = nil, displayName: String? = nil) throws {
        let connection = try WaylandConnection(name: displayName)
        try self.init(connection: connection, ownsConnection: true, size: size, scale: scale, title: title, appID: appID)
    }

    init(connection: WaylandConnection, ownsConnection: Bool, size: HostPixelSize, scale requested: Double, title: String, appID: String?) throws {
        guard let compositor = connection.compositor, connection.wmBase != nil,
            let surface = wl_compositor_create_surface(compositor)
        else {
            if ownsConnection { connection.close() }
            throw WaylandConnection.OpenError.missingGlobal("xdg toplevel")
        }
        self.connection = connection
        self.ownsConnection = ownsConnection
        self.surface = surface
        let environment = ProcessInfo.processInfo.environment
        forcedScale = environment["OPENUIKIT_SCALE"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? min($0, 8) : nil }
        scale = Self.sane(forcedScale ?? requested)
        let clamped = (width: max(1, min(size.width, Self.maximumPixels)), height: max(1, min(size.height, Self.maximumPixels)))
        logicalSize = (max(1, Int((Double(clamped.width) / scale).rounded())), max(1, Int((Double(clamped.height) / scale).rounded())))
        pixelWidth = clamped.width
        pixelHeight = clamped.height
        connection.register(self, surface: surface)
        let me = Unmanaged.passUnretained(self).toOpaque()
        wl_surface_add_listener(surface, Self.surfaceListener, me)
        let wantsDrawnDecorations = connection.decorationManager == nil || WaylandLibdecor.isForced(environment: environment)
        if wantsDrawnDecorations, let decorations = connection.libdecor,
            let frame = libdecor_decorate(decorations.context, surface, Self.frameInterface, me) {
            role = .libdecor(frame: frame)
        } else if let role = makeXDGRole(connection: connection, listenerData: me) {
            self.role = role
        } else {
            connection.unregister(surface: surface)
            wl_surface_destroy(surface)
            if ownsConnection { connection.close() }
            throw WaylandConnection.OpenError.missingGlobal("xdg toplevel")
        }
        role.setTitle(title)
        role.setAppID(appID ?? Self.defaultAppID)
        if case .libdecor(let frame) = role { libdecor_frame_map(frame) }
        if forcedScale == nil, let manager = connection.fractionalScaleManager, let viewporter = connection.viewporter {
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            wp_fractional_scale_v1_add_listener(fractionalScale, Self.fractionalScaleListener, me)
        }
        applyScaleToSurface()
        // The first commit carries no buffer: it asks the compositor for a configure.
        wl_surface_commit(surface)
        let deadline = ContinuousClock.now + .seconds(5)
        while !isConfigured, case let left = ContinuousClock.now.duration(to: deadline).seconds, left > 0, connection.dispatch(timeout: left) {}
        guard isConfigured else {
            close()
            throw WaylandConnection.OpenError.noAnswer
        }
    }

    /// An `xdg_toplevel` asking for the compositor's title bar where it offers one.
    private func makeXDGRole(connection: WaylandConnection, listenerData me: UnsafeMutableRawPointer) -> WaylandToplevelRole? {
        guard let wmBase = connection.wmBase, let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface) else { return nil }
        guard let toplevel = xdg_surface_get_toplevel(xdgSurface) else {
            xdg_surface_destroy(xdgSurface)
            return nil
        }
        xdg_surface_add_listener(xdgSurface, Self.xdgSurfaceListener, me)
        xdg_toplevel_add_listener(toplevel, Self.toplevelListener, me)
        var decoration: OpaquePointer?
        if let manager = connection.decorationManager, let made = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel) {
            decoration = made
            zxdg_toplevel_decoration_v1_add_listener(made, Self.decorationListener, me)
            zxdg_toplevel_decoration_v1_set_mode(made, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
        }
        return .xdg(surface: xdgSurface, toplevel: toplevel, decoration: decoration)
    }

    /// Frames are at most this many pixels a side (what shared memory and compositors take).
    static let maximumPixels = 16384

    /// The app id desktops group windows by and find the app's icon with: the process name.
    private static var defaultAppID: String { ProcessInfo.processInfo.processName }

    private static func sane(_ scale: Double) -> Double { scale.isFinite && scale > 0 ? min(max(scale, 0.25), 8) : 1 }

    /// The whole-number scale buffers are marked with when there is no fractional scale.
    var bufferScale: Int { fractionalScale == nil ? max(1, Int(scale.rounded(.up))) : 1 }

    // MARK: HostSurface

    /// The connection's epoll descriptor: the socket, key repeats, clipboard transfers.
    public var eventFileDescriptor: Int32? { isClosed || connection.watchDescriptor < 0 ? nil : connection.watchDescriptor }

    /// The refresh rate of the fastest output the window is on.
    public var refreshRate: Double? {
        enteredOutputs.values.compactMap(\.refreshRate).max()
    }

    /// Whether a new frame may go to the compositor now: the window is configured and the
    /// compositor has shown the last one (its frame callback came).
    public var isReadyForFrame: Bool { !isClosed && isConfigured && frameCallback == nil }

    public func waitForEvents(timeout: TimeInterval) {
        guard !isClosed, events.isEmpty, let descriptor = eventFileDescriptor else { return }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, Int32(max(0, min(timeout, 10)) * 1000))
    }

    public func pendingEvents() -> [HostEvent] {
        guard !isClosed else { return [] }
        connection.dispatch(timeout: 0)
        connection.seat?.deliverKeyRepeats()
        connection.seat?.clipboard?.service()
        connection.seat?.primarySelection?.service()
        if connection.isBroken, !reportedBrokenConnection {
            // The compositor went away: the app ends as if the user closed the window.
            reportedBrokenConnection = true
            events.append(.closeRequested)
        }
        defer { events = [] }
        return events
    }

    public func present(_ frame: HostFrame, rect: HostPixelRect) {
        guard isConfigured, !isClosed, !connection.isBroken, let shm = connection.shm else { return }
        if buffers.map({ $0.width != pixelWidth || $0.height != pixelHeight }) ?? true {
            buffers?.release()
            let made = WaylandBuffers(shm: shm, width: pixelWidth, height: pixelHeight)
            made.onBufferReleased = { [weak self] in self?.bufferReleased() }
            buffers = made
        }
        guard let buffers, let buffer = buffers.freeBuffer() else {
            owesFrame = true
            return
        }
        let whole = HostPixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let rect = owesFrame ? whole : rect
        owesFrame = false
        for behind in buffer.stale { buffers.copy(frame, rect: behind, into: buffer) }
        buffers.copy(frame, rect: rect, into: buffer)
        buffers.presented(rect, through: buffer)
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        wl_surface_damage_buffer(surface, Int32(clamping: rect.x), Int32(clamping: rect.y), Int32(clamping: rect.width), Int32(clamping: rect.height))
        frameCallback = wl_surface_frame(surface)
        wl_callback_add_listener(frameCallback, Self.frameListener, Unmanaged.passUnretained(self).toOpaque())
        wl_surface_commit(surface)
        connection.flush()
    }

    public func setTitle(_ title: String) {
        guard !isClosed else { return }
        role.setTitle(title)
        connection.flush()
    }

    /// Sets the toplevel's minimum and maximum sizes (in surface units; 0 is no limit).
    public func setSizeLimits(minimum: HostPixelSize?, maximum: HostPixelSize?) {
        guard !isClosed else { return }
        func units(_ pixels: Int) -> Int32 { Int32(clamping: max(1, Int((Double(pixels) / scale).rounded()))) }
        role.setSizeLimits(minimum: (minimum.map { units($0.width) } ?? 0, minimum.map { units($0.height) } ?? 0),
                           maximum: (maximum.map { units($0.width) } ?? 0, maximum.map { units($0.height) } ?? 0))
        wl_surface_commit(surface)
        connection.flush()
    }

    public func setCursor(_ cursor: HostCursor) {
        guard cursor != cursorShape else { return }
        cursorShape = cursor
        connection.seat?.cursorChanged(for: self)
        connection.flush()
    }

    /// What the clipboard holds, as far as it has loaded.
    public func clipboardContents() -> [String: Data]? { connection.seat?.clipboard?.currentContents }

    public func readClipboard() -> String? {
        clipboardContents()?[HostClipboardType.text].map { String(decoding: $0, as: UTF8.self) }
    }

    public func writeClipboard(_ text: String) { writeClipboard(contents: [HostClipboardType.text: Data(text.utf8)]) }

    public func writeClipboard(contents: [String: Data]) {
        guard !isClosed, let seat = connection.seat else { return }
        seat.clipboard?.write(contents, serial: seat.lastSerial)
    }

    /// The primary selection's text, as far as it has loaded.
    public func primarySelectionText() -> String? {
        connection.seat?.primarySelection?.currentContents?[HostClipboardType.text].map { String(decoding: $0, as: UTF8.self) }
    }

    public func setPrimarySelection(_ text: String) {
        guard !isClosed, let seat = connection.seat else { return }
        seat.primarySelection?.write([HostClipboardType.text: Data(text.utf8)], serial: seat.lastSerial)
    }

    public func setTextInput(_ state: HostTextInputState?) {
        guard !isClosed, state != textInputState else { return }
        textInputState = state
        connection.seat?.textInput?.update(for: self)
    }

    /// Asks the compositor to maximise the window, or to restore it.
    public func setMaximized(_ maximized: Bool) {
        guard !isClosed else { return }
        role.setMaximized(maximized)
        connection.flush()
    }

    /// Asks the compositor to show the window full screen, or to leave full screen.
    public func setFullscreen(_ fullscreen: Bool) {
        guard !isClosed else { return }
        role.setFullscreen(fullscreen)
        connection.flush()
    }

    /// Keeps the window out of full screen when not allowed: libdecor's title bar offers it no
    /// more, and a compositor that puts it there anyway is asked to take it out.
    public func setAllowsFullScreen(_ allowed: Bool) {
        guard !isClosed, allowed != allowsFullScreen else { return }
        allowsFullScreen = allowed
        if case .libdecor(let frame) = role {
            if allowed { libdecor_frame_set_capabilities(frame, LIBDECOR_ACTION_FULLSCREEN) } else { libdecor_frame_unset_capabilities(frame, LIBDECOR_ACTION_FULLSCREEN) }
        }
        if isFullscreen, !allowed { leaveFullScreen() }
        connection.flush()
    }

    private func leaveFullScreen() {
        fullScreenRefusals += 1
        leftRefusedFullScreen = true
        role.setFullscreen(false)
        connection.flush()
    }

    public func close() {
        guard !isClosed else { return }
        isClosed = true
        connection.seat?.windowClosed(self)
        connection.unregister(surface: surface)
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        if let viewport { wp_viewport_destroy(viewport) }
        role.destroy()
        wl_surface_destroy(surface)
        buffers?.release()
        buffers = nil
        if ownsConnection { connection.close() } else { connection.flush() }
    }

    // MARK: Input, as the seat routes it

    func enqueue(_ event: HostEvent) { events.append(event) }

    func pixel(_ x: Double, _ y: Double) -> (Int, Int) {
        func clamp(_ value: Double) -> Int { value.isFinite ? Int(max(-1e6, min(1e6, value * scale)).rounded(.down)) : 0 }
        return (clamp(x), clamp(y))
    }

    func pointerMoved(x: Double, y: Double, buttonDown: Bool) {
        let (px, py) = pixel(x, y)
        events.append(buttonDown ? .pointer(phase: .moved, x: px, y: py) : .hover(x: px, y: py))
    }

    /// The mouse buttons the window tells the app about.
    enum PointerButton { case primary, secondary, middle }

    func pointerButton(_ button: PointerButton, pressed: Bool, x: Double, y: Double) {
        let (px, py) = pixel(x, y)
        switch button {
        case .primary: events.append(.pointer(phase: pressed ? .down : .up, x: px, y: py))
        case .secondary: events.append(.secondaryClick(x: px, y: py))
        case .middle: events.append(.middleClick(x: px, y: py))
        }
    }

    func scrolled(_ frame: WaylandScrollFrame, x: Double, y: Double) {
        guard let steps = frame.steps() else { return }
        let (px, py) = pixel(x, y)
        events.append(steps.continuous
            ? .touchpadScroll(dx: steps.dx, dy: steps.dy, x: px, y: py)
            : .scroll(dx: steps.dx, dy: steps.dy, x: px, y: py))
    }

    /// A finger went down or moved at (`x`, `y`), in surface units.
    func touch(_ id: Int32, _ phase: HostPointerPhase, x: Double, y: Double) {
        let (px, py) = pixel(x, y)
        fingerPoints[id] = (px, py)
        events.append(.touch(id: Int(id), phase: phase, x: px, y: py))
    }

    /// Where each finger down on the window last was, in pixels (`wl_touch.up` says not).
    private var fingerPoints: [Int32: (Int, Int)] = [:]

    func touchUp(_ id: Int32) {
        guard let point = fingerPoints.removeValue(forKey: id) else { return }
        events.append(.touch(id: Int(id), phase: .up, x: point.0, y: point.1))
    }

    func touchesCancelled() {
        fingerPoints = [:]
        events.append(.touchesCancelled)
    }

    func keyboardFocusChanged(_ focused: Bool) {
        guard focused != isActive else { return }
        isActive = focused
        events.append(.focusChanged(focused))
    }

    // MARK: Configuration and scale

    private func toplevelConfigured(width: Int32, height: Int32, states: [UInt32]) {
        // Zero leaves the size to the client; anything else is held to what a frame can be.
        if width > 0, height > 0 {
            let limit = Int(Double(Self.maximumPixels) / scale)
            requestedSize = (min(Int(width), limit), min(Int(height), limit))
        }
        isMaximized = states.contains(XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue)
        isFullscreen = states.contains(XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue)
        keepSizeIfRefused()
    }

    /// A full screen the window may not have: it keeps its size while asking out, and the
    /// configure that takes it out of full screen may still carry the full screen's size
    /// (sway does), which a window that is neither maximised nor full screen may decline.
    private func keepSizeIfRefused() {
        if isFullscreen, !allowsFullScreen {
            requestedSize = windowedSize
        } else if leftRefusedFullScreen {
            leftRefusedFullScreen = false
            if !isMaximized { requestedSize = windowedSize }
        }
    }

    private func surfaceConfigured(serial: UInt32) {
        if case .xdg(let xdgSurface, _, _) = role { xdg_surface_ack_configure(xdgSurface, serial) }
        applyConfiguration()
    }

    /// libdecor's configure: the content size and states, answered with the size taken.
    private func frameConfigured(_ frame: OpaquePointer?, _ configuration: OpaquePointer?) {
        guard let frame, let configuration else { return }
        var width: Int32 = 0, height: Int32 = 0
        if libdecor_configuration_get_content_size(configuration, frame, &width, &height), width > 0, height > 0 {
            let limit = Int(Double(Self.maximumPixels) / scale)
            requestedSize = (min(Int(width), limit), min(Int(height), limit))
        }
        var state = LIBDECOR_WINDOW_STATE_NONE
        if libdecor_configuration_get_window_state(configuration, &state) {
            isMaximized = state.rawValue & LIBDECOR_WINDOW_STATE_MAXIMIZED.rawValue != 0
            isFullscreen = state.rawValue & LIBDECOR_WINDOW_STATE_FULLSCREEN.rawValue != 0
        }
        keepSizeIfRefused()
        let size = requestedSize ?? logicalSize
        let taken = libdecor_state_new(Int32(clamping: size.width), Int32(clamping: size.height))
        libdecor_frame_commit(frame, taken, configuration)
        libdecor_state_free(taken)
        applyConfiguration()
    }

    /// Takes the size the compositor asked for; the first configuration shows the window.
    private func applyConfiguration() {
        if let requestedSize, requestedSize != logicalSize {
            logicalSize = requestedSize
            applyScaleToSurface()
            resizeToScale()
        }
        requestedSize = nil
        if !isFullscreen, !isMaximized { windowedSize = logicalSize }
        if !isConfigured {
            isConfigured = true
            events.append(.exposed)
        }
    }

    /// The scale the window should have now: forced, fractional, or its outputs' largest.
    private var currentScale: Double {
        if let forcedScale { return forcedScale }
        if let fractionalPreference { return fractionalPreference }
        return Double(enteredOutputs.values.map(\.scale).max() ?? Int(scale.rounded(.up)))
    }

    private func scaleMayHaveChanged() {
        let new = Self.sane(currentScale)
        guard new != scale else { return }
        scale = new
        events.append(.scaleChanged(scale))
        applyScaleToSurface()
        resizeToScale()
    }

    /// Sets the pixel size from the surface size and the scale, and says so.
    private func resizeToScale() {
        let width = max(1, min(Self.maximumPixels, Int((Double(logicalSize.width) * scale).rounded())))
        let height = max(1, min(Self.maximumPixels, Int((Double(logicalSize.height) * scale).rounded())))
        guard width != pixelWidth || height != pixelHeight else { return }
        pixelWidth = width
        pixelHeight = height
        events.append(.resized(width: width, height: height))
    }

    /// Tells the compositor how buffers map to the surface: a viewport for fractional
    /// scales, a whole buffer scale otherwise.
    private func applyScaleToSurface() {
        if let viewport {
            wl_surface_set_buffer_scale(surface, 1)
            wp_viewport_set_destination(viewport, Int32(clamping: logicalSize.width), Int32(clamping: logicalSize.height))
        } else {
            wl_surface_set_buffer_scale(surface, Int32(bufferScale))
        }
    }

    func outputChanged(_ output: WaylandOutput) {
        guard enteredOutputs[ObjectIdentifier(output)] != nil else { return }
        scaleMayHaveChanged()
    }

    func outputRemoved(_ output: WaylandOutput) {
        guard enteredOutputs.removeValue(forKey: ObjectIdentifier(output)) != nil else { return }
        scaleMayHaveChanged()
    }

    private func entered(_ output: OpaquePointer?) {
        guard let output = connection.output(for: output) else { return }
        enteredOutputs[ObjectIdentifier(output)] = output
        scaleMayHaveChanged()
    }

    private func left(_ output: OpaquePointer?) {
        guard let output = connection.output(for: output) else { return }
        enteredOutputs[ObjectIdentifier(output)] = nil
        if !enteredOutputs.isEmpty { scaleMayHaveChanged() }
    }

    private func preferredFractionalScale(_ value: UInt32) {
        // The protocol's unit is 1/120; zero or absurd values are ignored.
        guard value > 0, value <= 120 * 8 else { return }
        fractionalPreference = Double(value) / 120
        scaleMayHaveChanged()
    }

    private func bufferReleased() {
        if owesFrame { events.append(.exposed) }
    }

    private func frameShown() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
    }

    // MARK: Listeners

    nonisolated private static func window(_ data: UnsafeMutableRawPointer?) -> WaylandWindow {
        Unmanaged<WaylandWindow>.fromOpaque(data!).takeUnretainedValue()
    }

    private nonisolated(unsafe) static let surfaceListener = listener(wl_surface_listener(
        enter: { data, _, output in
            let target = window(data), address = ProxyAddress(output)
            MainActor.assumeIsolated { target.entered(address.pointer) }
        },
        leave: { data, _, output in
            let target = window(data), address = ProxyAddress(output)
            MainActor.assumeIsolated { target.left(address.pointer) }
        }))

    private nonisolated(unsafe) static let xdgSurfaceListener = listener(xdg_surface_listener(
        configure: { data, _, serial in let target = window(data); MainActor.assumeIsolated { target.surfaceConfigured(serial: serial) } }))

    private nonisolated(unsafe) static let toplevelListener = listener(xdg_toplevel_listener(
        configure: { data, _, width, height, states in
            let values = states.map { WaylandWindow.values(of: $0) } ?? []
            let target = window(data); MainActor.assumeIsolated { target.toplevelConfigured(width: width, height: height, states: values) }
        },
        close: { data, _ in let target = window(data); MainActor.assumeIsolated { target.enqueue(.closeRequested) } },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in }))

    private nonisolated(unsafe) static let decorationListener = listener(zxdg_toplevel_decoration_v1_listener(
        configure: { data, _, mode in
            let target = window(data); MainActor.assumeIsolated { target.hasServerDecorations = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue }
        }))

    private nonisolated(unsafe) static let frameInterface: UnsafeMutablePointer<libdecor_frame_interface> = {
        var value = libdecor_frame_interface()
        value.configure = { frame, configuration, data in
            let target = window(data), frame = ProxyAddress(frame), configuration = ProxyAddress(configuration)
            MainActor.assumeIsolated { target.frameConfigured(frame.pointer, configuration.pointer) }
        }
        value.close = { _, data in let target = window(data); MainActor.assumeIsolated { target.enqueue(.closeRequested) } }
        // The decorations are subsurfaces: what they change shows with the window's commit.
        value.commit = { _, data in
            let target = window(data)
            MainActor.assumeIsolated {
                guard !target.isClosed else { return }
                wl_surface_commit(target.surface)
                target.connection.flush()
            }
        }
        value.dismiss_popup = { _, _, _ in }
        return listener(value)
    }()

    private nonisolated(unsafe) static let fractionalScaleListener = listener(wp_fractional_scale_v1_listener(
        preferred_scale: { data, _, value in let target = window(data); MainActor.assumeIsolated { target.preferredFractionalScale(value) } }))

    private nonisolated(unsafe) static let frameListener = listener(wl_callback_listener(
        done: { data, _, _ in let target = window(data); MainActor.assumeIsolated { target.frameShown() } }))

    /// The 32-bit values in a `wl_array` (the toplevel's states).
    nonisolated static func values(of array: UnsafeMutablePointer<wl_array>) -> [UInt32] {
        let count = array.pointee.size / MemoryLayout<UInt32>.size
        guard count > 0, let data = array.pointee.data else { return [] }
        return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: count))
    }
}
