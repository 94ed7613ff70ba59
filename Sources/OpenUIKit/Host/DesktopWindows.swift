import Foundation
import OpenUIKitHost

/// The app's windows on the desktop: a host window for each scene with a window to show,
/// opened as scenes connect and closed as they go, all refreshed by one display timer.
///
/// The window the desktop activates becomes the key window. Closing a window disconnects
/// its scene and discards its session while other scenes remain; closing the last one ends
/// the app (``onLastWindowClosed``).
@MainActor
final class DesktopWindows: FramePresenter {
    /// The window system the windows open on.
    let backend: any HostBackend.Type
    let environment: [String: String]
    /// The open windows, in the order they opened.
    private(set) var presenters: [WindowPresenter] = []
    /// Whether a window was ever opened (closing the last one then ends the app).
    private var openedAny = false

    /// Called with each window as it opens and as it closes: the main loop watches its input.
    var onOpen: ((WindowPresenter) -> Void)?
    var onClose: ((WindowPresenter) -> Void)?
    /// Called when the user closes the last window, or the last scene goes.
    var onLastWindowClosed: (() -> Void)?
    /// Called when a window needs a frame while the refresh timer may sleep.
    var onNeedsFrame: (@MainActor () -> Void)?
    /// Publishes every open window to the platform's screen readers, when a bridge is there.
    var accessibility: AccessibilityPublisher? {
        didSet { for presenter in presenters { presenter.accessibility = accessibility } }
    }

    init(backend: any HostBackend.Type, environment: [String: String]) {
        self.backend = backend
        self.environment = environment
    }

    /// The windows the app shows: each connected window scene's lowest visible window (the
    /// others are drawn over it), in the order the scenes connected. An app without window
    /// scenes shows its key window, or its first visible one.
    static func windowsToShow() -> [UIWindow] {
        let scenes = UIApplication.shared.scenesInOrder.compactMap { $0 as? UIWindowScene }
        if !scenes.isEmpty {
            return scenes.compactMap { SceneWindowStack(scene: $0).base }
        }
        let windows = UIWindow.allWindows
        return (windows.first { $0.isKeyWindow && !$0.isHidden } ?? windows.first { !$0.isHidden }).map { [$0] } ?? []
    }

    /// Opens a window for each window to show that has none, and closes those whose window
    /// went (its scene disconnected, or the user closed it).
    func reconcile() {
        let wanted = Self.windowsToShow()
        for presenter in presenters where presenter.host.isClosed || !wanted.contains(where: { $0 === presenter.host.window }) {
            close(presenter)
        }
        for window in wanted where !presenters.contains(where: { $0.host.window === window }) {
            open(window)
        }
        if presenters.isEmpty, openedAny { onLastWindowClosed?() }
    }

    /// Brings `scene`'s window to the front, with a token from the focused window (where
    /// the user acted) when the window system wants one.
    func activate(_ scene: UIScene) {
        guard let target = presenters.first(where: { $0.host.window.windowScene === scene }) else { return }
        let focused = presenters.first { $0.host.hasFocus && $0 !== target }
        target.host.surface.activate(token: focused?.host.surface.activationToken())
    }

    /// Refreshes every window; returns whether any needs more refreshes.
    @discardableResult
    func refresh() -> Bool {
        var needsMore = false
        for presenter in presenters where presenter.refresh() {
            needsMore = true
        }
        if presenters.contains(where: { $0.host.isClosed }) { reconcile() }
        followFocus()
        return needsMore
    }

    /// Keeps the key window in the scene of the window the desktop focused: an app may make
    /// a new window key that the desktop does not focus, and keys go where the desktop says.
    private func followFocus() {
        guard let focused = presenters.first(where: { $0.host.hasFocus })?.host.window else { return }
        if let key = UIWindow.allWindows.first(where: { $0.isKeyWindow }),
            key === focused || (key.windowScene != nil && key.windowScene === focused.windowScene)
        {
            return
        }
        focused.makeKey()
    }

    /// Closes every window and the screen reader bridge without ending the app.
    func closeAll() {
        for presenter in presenters { close(presenter) }
        accessibility?.close()
        accessibility = nil
    }

    /// The windows screen readers see: the open ones, in the order they opened.
    var shownWindows: [UIWindow] { presenters.map(\.host.window) }

    /// Where the window a published window node stands for is on the screen, in pixels.
    func screenOrigin(ofWindowNode id: UInt64) -> (x: Int, y: Int) {
        let window = accessibility?.window(withID: id)
        return presenters.first { $0.host.window === window }?.host.surface.originOnScreen() ?? (0, 0)
    }

    private func open(_ window: UIWindow) {
        MainLoop.fitToDisplay(window, backend: backend, environment: environment)
        let host: WindowHost
        do {
            host = try WindowHost(window: window, backend: backend, environment: environment)
        } catch {
            FileHandle.standardError.write(Data("OpenUIKit: \(backend.name): \(error)\n".utf8))
            return
        }
        host.onCloseRequest = { [weak self, weak window] in if let window { self?.userClosed(window) } }
        let presenter = WindowPresenter(host: host)
        presenter.onNeedsFrame = { [weak self] in self?.onNeedsFrame?() }
        presenter.accessibility = accessibility
        accessibility?.windowsChanged()
        presenters.append(presenter)
        openedAny = true
        onOpen?(presenter)
    }

    private func close(_ presenter: WindowPresenter) {
        presenters.removeAll { $0 === presenter }
        onClose?(presenter)
        presenter.host.close()
        accessibility?.windowsChanged()
        // The clipboard follows the windows that remain.
        presenters.last?.host.connectPasteboard()
    }

    /// The user closed `window` on the desktop: its scene goes when others remain; the last
    /// window is hidden, and the next refresh, finding no window left, ends the app.
    private func userClosed(_ window: UIWindow) {
        let app = UIApplication.shared
        if let scene = window.windowScene, app.scenesInOrder.count > 1, app.scenesInOrder.contains(where: { $0 === scene }) {
            app.requestSceneSessionDestruction(scene.session, options: nil)
        } else {
            window.isHidden = true
        }
    }
}
