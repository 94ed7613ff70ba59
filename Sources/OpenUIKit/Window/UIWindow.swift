import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The root of a view hierarchy on a screen: it hosts a root view controller, schedules
/// the update pass when anything in it changes, and renders its layer tree.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = FilmDetailViewController(model: model)
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is shown on.
    open var screen: UIScreen = .main {
        didSet { invalidateTraitsInSubtree() }
    }

    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.detach(self)
            joinScene()
        }
    }

    /// Joins `windowScene`: listed among its windows until the window goes, on its screen.
    func joinScene() {
        windowScene?.attach(self)
        handle.scene = windowScene
        if let scene = windowScene { screen = scene.screen }
    }

    /// Whether the window receives keyboard and non-touch events.
    open private(set) var isKeyWindow = false

    /// The window's level in the stack of windows.
    open var windowLevel: UIWindow.Level = .normal

    /// The window's first responder: where its key presses go first.
    package weak var firstResponderInWindow: UIResponder?
    /// The view keyboard focus rests on, and the halo showing it (see `UIWindow+Focus.swift`).
    weak var focusedView: UIView?
    var focusHalo: FocusHaloView?

    /// The settings scope the window was made in (a test's own accessibility settings), if
    /// any: its views see that scope's settings whichever task updates them.
    package private(set) var settingsScope: SettingsScope?

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        Self.liveWindows.append(LiveWindow(self))
        handle.window = self
        settingsScope = SettingsScope.current
        settingsScope?.adopt(self)
    }

    deinit {
        // The registries hold windows unowned: a window takes itself out when it goes.
        let id = ObjectIdentifier(self), handle = handle
        MainActorCleanup.run {
            UIWindow.liveWindows.removeAll { $0.id == id }
            if UIWindow.keyWindowEntry?.id == id { UIWindow.keyWindowEntry = nil }
            handle.scene?.detach(windowWithID: id)
            handle.window = nil
        }
    }

    /// A window in a registry. Held unowned rather than weak: a weakly referenced object
    /// pays for every retain through a side table, and every view reaches its window.
    struct LiveWindow {
        unowned(unsafe) let window: UIWindow
        let id: ObjectIdentifier
        init(_ window: UIWindow) {
            self.window = window
            id = ObjectIdentifier(window)
        }
    }

    private static var liveWindows: [LiveWindow] = []

    /// Every window that exists, in creation order.
    package static var allWindows: [UIWindow] { liveWindows.map(\.window) }

    /// Makes the window visible and the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window: the one keyboard input goes to. The window that
    /// was key hears ``resignKey()``, this one ``becomeKey()``; each posts its notification.
    /// On the desktop, the window the user activates becomes key.
    open func makeKey() {
        guard !isKeyWindow else { return }
        if let key = UIWindow.keyWindowEntry?.window, key !== self {
            key.isKeyWindow = false
            key.resignKey()
        }
        isKeyWindow = true
        UIWindow.keyWindowEntry = LiveWindow(self)
        becomeKey()
    }

    /// Called when the window has become the key window; posts
    /// ``didBecomeKeyNotification``. Don't call it yourself; overrides call `super`.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window is no longer the key window; posts
    /// ``didResignKeyNotification``. Don't call it yourself; overrides call `super`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Posted when a window becomes the key window; the object is the window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window; the object is the window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    private static var keyWindowEntry: LiveWindow?

    private func installRootView() {
        guard let controller = rootViewController else { return }
        let view = controller.view!
        view.frame = bounds
        addSubview(view)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
        for case let container as PresentationContainerView in subviews { container.frame = bounds }
    }

    // MARK: Scheduling

    private(set) var updateScheduled = false

    /// Asks for one update pass on the main actor; many requests share it.
    func scheduleUpdatePass() {
        guard !updateScheduled else { return }
        updateScheduled = true
        // A presented window's next frame runs the pass; only a window nothing presents
        // (a test's, an offscreen one) runs it on the next turn of the main queue.
        guard !isPresentedByHost else {
            frameRequestHandler?()
            return
        }
        passTasksScheduled += 1
        Task { @MainActor [handle] in handle.window?.runScheduledUpdatePass() }
    }

    /// How many times the window asked the main queue to run its pass (a presented
    /// window's frames run it instead).
    private(set) var passTasksScheduled = 0

    /// How a scheduled pass's task and the window's scene outlive it (see `WindowHandle`).
    private let handle = WindowHandle()

    /// Whether a host presents this window's frames, so that its frames own the update pass.
    var isPresentedByHost = false

    /// Set by the host presenting the window: called when the window needs a frame (an
    /// update pass is due), so a host that sleeps while nothing changes wakes up.
    var frameRequestHandler: (@MainActor () -> Void)?

    /// Set by the host presenting the window: takes drags that leave the window to other apps.
    weak var outsideDragCarrier: (any OutsideDragCarrier)?

    private func runScheduledUpdatePass() {
        // A frame may have run the pass since, or a host may present the window now.
        guard updateScheduled, !isPresentedByHost else { return }
        updateScheduled = false
        UpdatePass.run(from: self, steps: .all)
    }

    // MARK: Events

    /// Delivers an event to the views it concerns: each touch to the gesture recognizers
    /// that see it, then (unless one of them recognized its gesture and cancels touches)
    /// to the view it began in.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }

    /// The window's undo manager: the end of every responder chain's `undoManager`.
    private lazy var windowUndoManager = UndoManager()

    /// Key commands views in the window offer whoever is first responder (SwiftUI's
    /// keyboard shortcuts), by the view offering them.
    var viewKeyCommands: [ObjectIdentifier: ViewKeyCommands] = [:]

    /// The window's own undo manager.
    open override var undoManager: UndoManager? { windowUndoManager }

    /// Unhandled presses run a matching key command of the chain; unhandled tab presses
    /// move keyboard focus (see `moveFocus(forward:)`).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // A key nothing used may be a shortcut of a responder along the chain.
        if let press = presses.first, let key = press.key, (press.responder ?? self).performKeyCommand(for: key, priorityOnly: false) {
            return
        }
        if let key = presses.first?.key, key.keyCode == .keyboardTab {
            moveFocus(forward: !key.modifierFlags.contains(.shift))
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The insets of the screen's unsafe edges (a notch, a home indicator): zero on the
    /// screens OpenUIKit renders to; hosts and tests may set them. An OpenUIKit SPI.
    package var windowSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if windowSafeAreaInsets != oldValue { setNeedsLayoutInSubtreeForSafeArea() } }
    }
    /// The window's Auto Layout engine, made when a view in it first uses constraints.
    var layoutEngineStorage: LayoutEngine?
    /// The touches down now, by the injector's identifier: the mouse pointer's is
    /// ``pointerTouchID``, a touchscreen's fingers have their own.
    var activeTouches: [Int: UITouch] = [:]
    /// The mouse pointer's touch while its button is down.
    var pointerTouch: UITouch? {
        get { activeTouches[Self.pointerTouchID] }
        set { activeTouches[Self.pointerTouchID] = newValue }
    }
    /// What the pointer hovers over (see `UIWindow+Hover.swift`).
    var hoverTracker: HoverTracker?
    /// Lets held touches see time pass while the pointer is down.
    var touchClockObserver: ClockObservation?
    /// The last tap, to count double taps.
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    // MARK: Rendering

    /// Runs the update cycle and brings the window's frame up to date without exporting an
    /// image: what a screen presenter does each display refresh. Returns the region
    /// redrawn, in points (`nil`: nothing changed). An OpenUIKit SPI for hosts and benchmarks.
    ///
    /// A frame flows one way: update pass, compositor, frame result. When the result says
    /// a backdrop resolved something the tree must take up (glass that changed its light or
    /// dark look re-themes its content), the backdrops schedule it and the next pass and
    /// frame follow at once, so the presented frame is settled. Looks settle by hysteresis;
    /// the repetition is bounded all the same.
    @_spi(OpenUIKit) @discardableResult
    public func updateFrame() -> CGRect? {
        if compositor?.size != bounds.size || compositor?.scale != screen.scale {
            compositor = LayerCompositor(rootLayer: layer, size: bounds.size, scale: screen.scale)
            if let pinnedRenderThreadCount { compositor?.renderThreadCount = pinnedRenderThreadCount }
            compositor?.setUnderlay(frameUnderlay, changed: .null)
        }
        var result = renderOneFrame()
        var frames = 1
        while result.needsFollowUpPass, frames < Self.maximumFollowUpFrames {
            for layer in result.followUpLayers { layer.backdropRenderer?.prepareFollowUpPass(for: layer) }
            result = result.followed(by: renderOneFrame())
            frames += 1
        }
        lastFrameResult = result
        return result.damage
    }

    /// Frames rendered at most for one presented frame.
    private static let maximumFollowUpFrames = 3

    private func renderOneFrame() -> LayerFrameResult {
        updateScheduled = false
        UpdatePass.run(from: self, steps: .all)
        return compositor!.update()
    }

    /// The window's incremental renderer, made on first use.
    private(set) var compositor: LayerCompositor?
    /// What the window shows beneath its views: the windows under it in its scene, as a host
    /// stacking them sets it (see `SceneWindowStack`); `nil` for transparency.
    private(set) var frameUnderlay: LayerUnderlay?

    /// Shows `underlay` beneath the views from the next frame; `changed` (in points) is
    /// where its pixels differ from the last one's.
    func setFrameUnderlay(_ underlay: LayerUnderlay?, changed: CGRect) {
        frameUnderlay = underlay
        compositor?.setUnderlay(underlay, changed: changed)
    }

    /// The thread count `renderThreadCount` pinned for this window, kept for compositors made later.
    var pinnedRenderThreadCount: Int?

    /// The frame's pixels as the last `updateFrame()` left them, for a host copying them to
    /// a screen; `nil` before the first frame.
    func withFramePixels<Result>(_ body: (CGDevicePixels) -> Result) -> Result? {
        compositor?.frameContext?.withDevicePixels(body)
    }

    /// What the last `updateFrame()` produced.
    private(set) var lastFrameResult = LayerFrameResult()

    /// Whether animations were running in the last frame: a host keeps presenting.
    var hasRunningAnimations: Bool { lastFrameResult.hasRunningAnimations }

}

extension UIWindow {
    /// The ordering of windows: higher levels appear above lower ones.
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of app windows.
        public static let normal = Level(0)
        /// Above app windows, where the status bar sits.
        public static let statusBar = Level(1000)
        /// Above the status bar, where alerts sit.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
