import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKitHost

/// What runs an app after launch: the main queue, and a display refresh at the screen's
/// rate (the window system's, 60 Hz headless) that ticks the animation clock and presents
/// the app's windows.
///
/// - When the app links a desktop (``hostProvider``) and its display is there (Wayland when
///   `WAYLAND_DISPLAY` is set, X11 when `DISPLAY` is), each window scene's window opens on
///   it (``DesktopWindows``) at `OPENUIKIT_SCALE` pixels per point, the desktop's scale, or
///   the largest whole scale up to its screen's that fits the display; closing the last
///   one terminates the app.
/// - Without a display, or when the window cannot open, the app runs headless
///   (``HeadlessPresenter``). With `OPENUIKIT_FRAMES_DIR` set, every frame that changed is
///   written there as `frame-00001.png`, `frame-00002.png`, …. `OPENUIKIT_FRAME_LIMIT`
///   ends the app after that many presented frames (60 a second, changed or not); without
///   it, a headless app ends once its screen has not changed for
///   `OPENUIKIT_IDLE_EXIT_SECONDS` (5 by default), so scripted runs always end.
@MainActor
enum MainLoop {
    /// The refresh interval of headless runs, and of windows whose system gives no rate.
    static let frameInterval: TimeInterval = 1.0 / 60

    /// The interval between refreshes: the first window's screen's, kept between 24 and
    /// 360 Hz (a window system reporting nonsense cannot stall or flood the loop).
    static func refreshInterval(for presenter: (any FramePresenter)?) -> TimeInterval {
        let first = (presenter as? DesktopWindows)?.presenters.first ?? presenter as? WindowPresenter
        guard let rate = first?.host.surface.refreshRate, rate.isFinite else {
            return frameInterval
        }
        return 1 / min(360, max(24, rate))
    }

    /// Starts presenting and runs the main queue for ever.
    static func run() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let presenter = makePresenter(environment: environment)
        activePresenter = presenter
        let timer = RefreshTimer(interval: refreshInterval(for: presenter)) { timer in
            guard let presenter else {
                MediaClock.current.tick()
                return
            }
            // Windows that need no more frames sleep until something asks for one.
            if !presenter.refresh() { timer.sleep() }
        }
        refreshTimer = timer
        if let desktop = presenter as? DesktopWindows {
            desktop.onNeedsFrame = { [weak timer] in timer?.wake() }
            followDesktopSettings(environment: environment)
        }
        dispatchMain()
    }

    /// The input sources of the open windows, and the other sources the loop keeps.
    nonisolated(unsafe) private static var keepAlive: [any DispatchSourceProtocol] = []
    private static var inputSources: [ObjectIdentifier: any DispatchSourceProtocol] = [:]
    private static var refreshTimer: RefreshTimer?
    private static var activePresenter: (any FramePresenter)?

    /// The desktop's windows while the loop shows them (tests may set their own).
    static var desktop: DesktopWindows? {
        get { activePresenter as? DesktopWindows }
        set { activePresenter = newValue }
    }

    /// Scenes connected or disconnected: windows open and close to match.
    static func scenesChanged() {
        desktop?.reconcile()
    }

    /// Brings `scene`'s window to the front.
    static func activate(_ scene: UIScene) {
        desktop?.activate(scene)
    }

    /// The hosts this build can show windows on, in order of preference: the desktop
    /// target's, or none (the app always runs headless).
    static var hostBackends: [any HostBackend.Type] { hostProvider?.backends ?? [] }

    /// The mangled name of `OpenUIKitDesktop.DesktopHosts`. The core finds the desktop target
    /// by name at launch instead of depending on it, so that what links only the core (test
    /// binaries, headless tools) links no window system.
    static let desktopProviderTypeName = "16OpenUIKitDesktop0C5HostsO"

    /// The desktop target's hosts and screen reader bridge, when the app links it.
    static let hostProvider: (any HostProvider.Type)? = _typeByName(desktopProviderTypeName) as? any HostProvider.Type

    /// Stops the refresh and input sources and closes the windows and their connections.
    static func shutDown() {
        for source in keepAlive { source.cancel() }
        keepAlive = []
        refreshTimer?.cancel()
        refreshTimer = nil
        desktop?.closeAll()
        activePresenter = nil
    }

    /// The app's windows on the desktop when a host's display is there and a window opens
    /// on it; otherwise the first scene's windows, headless.
    private static func makePresenter(environment: [String: String]) -> (any FramePresenter)? {
        guard let window = DesktopWindows.windowsToShow().first else { return nil }
        if let message = missingDesktopMessage(provider: hostProvider, environment: environment) {
            FileHandle.standardError.write(Data(message.utf8))
        }
        if let backend = chooseBackend(hostBackends, environment: environment) {
            let desktop = DesktopWindows(backend: backend, environment: environment)
            desktop.onOpen = { watchInput(of: $0, environment: environment) }
            desktop.onClose = { inputSources.removeValue(forKey: ObjectIdentifier($0))?.cancel() }
            desktop.onLastWindowClosed = { UIApplication.shared.terminate() }
            desktop.reconcile()
            if !desktop.presenters.isEmpty {
                startScreenReaderBridge(for: desktop, environment: environment)
                return desktop
            }
            FileHandle.standardError.write(Data("OpenUIKit: no \(backend.name) window opened; running headless\n".utf8))
        }
        return HeadlessPresenter(window: window, environment: environment)
    }

    /// Handles a window's input as soon as it arrives, not only at the next refresh.
    private static func watchInput(of presenter: WindowPresenter, environment: [String: String]) {
        guard let descriptor = presenter.host.surface.eventFileDescriptor else { return }
        let input = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        input.setEventHandler { [weak presenter] in MainActor.assumeIsolated { presenter?.handleInput() } }
        input.resume()
        inputSources[ObjectIdentifier(presenter)] = input
    }
}

extension MainLoop {
    /// The host to open the window on: the one `OPENUIKIT_HOST` names (`wayland`, `x11`,
    /// or `headless` for none) when set, otherwise the first whose display is there.
    /// Wayland comes before X11, so a Wayland session is not run through XWayland.
    static func chooseBackend(_ backends: [any HostBackend.Type], environment: [String: String]) -> (any HostBackend.Type)? {
        guard let forced = environment["OPENUIKIT_HOST"]?.lowercased(), !forced.isEmpty else {
            return backends.first { $0.isAvailable(environment: environment) }
        }
        if forced == "headless" { return nil }
        guard let backend = backends.first(where: { $0.name.lowercased() == forced }) else {
            let names = (backends.map { $0.name.lowercased() } + ["headless"]).joined(separator: ", ")
            FileHandle.standardError.write(Data("OpenUIKit: OPENUIKIT_HOST=\(forced) names no host this app links (\(names)); running headless\n".utf8))
            return nil
        }
        return backend
    }

    /// What to tell the user when a display is named but the app links no desktop to open a
    /// window on it; `nil` otherwise.
    static func missingDesktopMessage(provider: (any HostProvider.Type)?, environment: [String: String]) -> String? {
        let display = [environment["WAYLAND_DISPLAY"], environment["DISPLAY"]].compactMap { $0 }.first { !$0.isEmpty }
        guard provider == nil, let display else {
            return nil
        }
        return "OpenUIKit: a display is set (\(display)) but this app links no window host; "
            + "add the OpenUIKitDesktop product to its executable target to open a window. Running headless.\n"
    }

    /// Publishes the app's windows to the platform's screen readers when the desktop target
    /// is linked and the accessibility bus is there; requests are answered as soon as they arrive.
    static func startScreenReaderBridge(for desktop: DesktopWindows, environment: [String: String]) {
        let name = ProcessInfo.processInfo.processName
        guard let bridge = hostProvider?.connectAccessibilityBridge(
            applicationName: name,
            windowOrigin: { [weak desktop] id in desktop?.screenOrigin(ofWindowNode: id) ?? (0, 0) }, environment: environment)
        else { return }
        desktop.accessibility = AccessibilityPublisher(bridge: bridge, windows: { [weak desktop] in desktop?.shownWindows ?? [] }, applicationName: name)
        if let descriptor = bridge.fileDescriptor {
            let requests = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            requests.setEventHandler { MainActor.assumeIsolated { bridge.processRequests() } }
            requests.resume()
            keepAlive.append(requests)
        }
    }

    /// Follows the desktop's appearance settings while a window is shown: the colour
    /// scheme, contrast, accent colour, motion and text size, live.
    static func followDesktopSettings(environment: [String: String]) {
        guard let source = hostProvider?.connectDesktopSettings(environment: environment) else { return }
        desktopSettings = source
        source.onChange = { DesktopAppearance.apply($0) }
        DesktopAppearance.apply(source.settings)
        if let descriptor = source.fileDescriptor {
            let incoming = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            incoming.setEventHandler { MainActor.assumeIsolated { source.processIncoming() } }
            incoming.resume()
            keepAlive.append(incoming)
        }
    }

    private static var desktopSettings: (any HostDesktopSettingsSource)?

    /// Picks the window's pixel scale for the desktop: `OPENUIKIT_SCALE` when set, else the
    /// desktop's own scale when the display says (Wayland's outputs), otherwise the largest
    /// whole scale up to the screen's at which the window fits on the display (an
    /// iPhone-sized window at 3x would be taller than most monitors).
    static func fitToDisplay(_ window: UIWindow, backend: any HostBackend.Type, environment: [String: String]) {
        let scale: CGFloat
        if let value = environment["OPENUIKIT_SCALE"].flatMap(Double.init), value.isFinite, value > 0 {
            scale = min(8, CGFloat(value))
        } else if let desktop = backend.preferredScale(environment: environment), desktop.isFinite, desktop > 0 {
            scale = min(8, CGFloat(desktop))
        } else if let display = backend.displayPixelSize(environment: environment) {
            let pixels = CGSize(width: CGFloat(display.width), height: CGFloat(display.height))
            scale = fittingScale(points: window.bounds.size, preferred: window.screen.scale, displayPixels: pixels)
        } else {
            return
        }
        guard scale != window.screen.scale else { return }
        window.screen = UIScreen(bounds: window.screen.bounds, scale: scale)
    }

    /// The largest whole scale, at most `preferred`, at which a window of `points` fits in
    /// 90 % of a display of `displayPixels` (at least 1; fractional preferences round down).
    static func fittingScale(points: CGSize, preferred: CGFloat, displayPixels: CGSize) -> CGFloat {
        guard points.width > 0, points.height > 0, displayPixels.width > 0, displayPixels.height > 0,
            preferred.isFinite, preferred >= 1
        else { return 1 }
        var scale = min(64, preferred.rounded(.down))
        while scale > 1, points.width * scale > displayPixels.width * 0.9 || points.height * scale > displayPixels.height * 0.9 {
            scale -= 1
        }
        return scale
    }
}
