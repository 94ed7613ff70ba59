import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenCoreGraphics
import OpenUIKitHost

/// Shows a `UIWindow` on a host surface (an X11 window, or any other ``HostSurface``):
/// each display refresh it steps the animation clock, runs the update cycle, composites,
/// and presents only the damaged pixels; pointer input becomes touches, keys become
/// presses; resizing the surface resizes the `UIWindow` (and re-lays out its scene); the
/// scene's `title` and `sizeRestrictions` reach the window system; closing ends the host.
///
/// `UIApplicationMain` makes one for each window scene's lowest window (the scene's other
/// windows drawn over it) when a host's display is there
/// (`DISPLAY` for X11) and drives it at 60 frames a second; tests and custom loops can
/// drive one themselves.
///
/// ```swift
/// let host = try WindowHost(window: window, backend: X11Backend.self)
/// host.presentFrame()        // draw
/// host.processEvents()       // clicks become touches
/// host.close()
/// ```
///
/// An OpenUIKit SPI: iOS has no counterpart (the system presents windows).
@MainActor
package final class WindowHost {
    /// The window shown.
    public let window: UIWindow
    /// The platform window it is shown in.
    public let surface: any HostSurface
    /// The surface must get every pixel next frame (first frame, exposure, resize).
    private var needsWholeFrame = true
    /// Whether the surface was closed (by the user or `close()`).
    public private(set) var isClosed = false
    /// Called once when the user closes the window.
    public var onCloseRequest: (() -> Void)?
    /// The scene title and size limits last given to the surface.
    private var shownTitle: String?
    private var shownLimits: (minimum: CGSize?, maximum: CGSize?)?
    private var shownAllowsFullScreen = true
    /// The focused text input's state as the surface last heard it.
    var shownTextInput: HostTextInputState?
    /// The cursor the surface shows.
    var shownCursor: HostCursor = .arrow
    /// The text last given to the surface as the primary selection.
    var shownPrimarySelection: String?
    /// Whether the desktop gives this window the keyboard, as its last focus event said.
    private(set) var hasFocus = false
    /// Another app's drag over the window, while there is one.
    var otherAppsDrag: DropTargeting?
    /// What the desktop window shows: `window` with the scene's other windows over it.
    private lazy var stack = SceneComposite(base: window)
    /// The scene's other visible windows, drawn over `window` (lowest first).
    var overlays: [UIWindow] { stack.overlays }
    /// The drag whose picture the window system was last given for drags outside.
    weak var pictured: DragSessionState?
    /// The window each touch sequence goes to, by the window's touch identifier.
    private var touchTargets: [Int: UIWindow] = [:]

    /// The clock the host steps once per refresh: the one animations in the window run on.
    let clock: MediaClock

    /// Shows `window` on `surface`, which should be the window's size at its screen's scale,
    /// stepping `clock` (the current one unless given).
    public init(window: UIWindow, surface: any HostSurface, clock: MediaClock = .current) {
        self.window = window
        self.surface = surface
        self.clock = clock
        window.isPresentedByHost = true
        applySceneSettings()
        connectPasteboard()
        window.outsideDragCarrier = self
    }

    /// Makes the general pasteboard this window's connection to the desktop's clipboard: the
    /// newest window's at first, then the focused window's.
    func connectPasteboard() {
        UIPasteboard.general.platformClipboard = (
            read: { [weak surface] in surface?.clipboardContents() },
            write: { [weak surface] in surface?.writeClipboard(contents: $0) })
    }

    /// Opens a surface of `backend` the size of `window` at its screen's scale, titled
    /// `title` (the scene's title when set, else the process name).
    public convenience init(
        window: UIWindow, backend: any HostBackend.Type, title: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let scale = window.screen.scale
        let size = HostPixelSize(
            width: Int(saturating: (window.bounds.width * scale).rounded()),
            height: Int(saturating: (window.bounds.height * scale).rounded()))
        let name = title ?? window.windowScene?.title ?? ProcessInfo.processInfo.processName
        self.init(window: window, surface: try backend.openSurface(size: size, scale: Double(scale), title: name, environment: environment))
        shownTitle = name
    }

    /// Handles every waiting event: pointer input, resizes, exposure, keys, close.
    public func processEvents() {
        for event in surface.pendingEvents() {
            handle(event)
            if isClosed { return }
        }
    }

    private func handle(_ event: HostEvent) {
        let scale = window.screen.scale
        switch event {
        case .pointer(let phase, let x, let y):
            inject(UIWindow.pointerTouchID, phase, at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        case .touch(let id, let phase, let x, let y):
            inject(Self.fingerTouchID(id), phase, at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        case .touchesCancelled:
            var targets: [UIWindow] = [window]
            for (id, target) in touchTargets where id != UIWindow.pointerTouchID && !targets.contains(where: { $0 === target }) {
                targets.append(target)
            }
            for target in targets { target.cancelFingerTouches() }
            touchTargets = touchTargets.filter { $0.key == UIWindow.pointerTouchID }
        case .hover(let x, let y):
            let location = CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
            window.injectHover(at: location)
            updateCursor(at: location)
        case .pointerLeft:
            window.injectHover(at: nil)
        case .middleClick(let x, let y):
            pastePrimarySelection(at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        case .secondaryClick(let x, let y):
            window.injectSecondaryClick(at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        case .resized(let width, let height):
            // A size no bitmap holds (or below zero) is held to what one can.
            let limit = Self.largestSide
            let pixels = (width: min(max(0, width), limit), height: min(max(0, height), limit))
            window.frame = CGRect(x: 0, y: 0, width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
            needsWholeFrame = true
        case .scaleChanged(let newScale):
            changeScale(to: newScale)
        case .exposed:
            needsWholeFrame = true
        case .key(let key):
            deliver(key)
        case .textInput(let change):
            apply(change)
        case .scroll(let dx, let dy, let x, let y):
            // A wheel step moves content 40 points, as a line of text and a bit.
            window.injectScroll(CGPoint(x: dx * 40, y: dy * 40), at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        case .touchpadScroll(let dx, let dy, let x, let y):
            window.injectScroll(CGPoint(x: dx * 40, y: dy * 40), at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale), continuous: true)
        case .focusChanged(let focused):
            hasFocus = focused
            guard focused else { return }
            // An overlay that is key (a HUD taking keys) keeps the keys.
            if !overlays.contains(where: \.isKeyWindow) { window.makeKey() }
            connectPasteboard()
        case .closeRequested:
            onCloseRequest?()
            close()
        case .drag(let drag):
            handle(drag, scale: scale)
        }
    }

    /// The largest window side the host takes, in pixels (what window systems' buffers hold).
    static let largestSide = 16_384

    /// The window's touch identifier for a touchscreen finger the window system numbers
    /// `id`: never the mouse pointer's (0).
    static func fingerTouchID(_ id: Int) -> Int { Int(truncatingIfNeeded: Int64(id) &+ (1 << 32)) }

    /// Sends one step of a touch to the window it began in: the topmost of the scene's
    /// windows with a view under it when it went down.
    private func inject(_ id: Int, _ phase: HostPointerPhase, at location: CGPoint) {
        if phase == .down {
            let (target, point) = SceneWindowStack.target(at: location, base: window, overlays: overlays)
            touchTargets[id] = target
            target.injectTouch(id, .began, at: point)
            return
        }
        let target = touchTargets[id] ?? window
        let point = CGPoint(x: location.x + window.frame.minX - target.frame.minX, y: location.y + window.frame.minY - target.frame.minY)
        target.injectTouch(id, phase == .up ? .ended : .moved, at: point)
        if phase == .up { touchTargets[id] = nil }
    }

    /// The window moved to a screen of another scale (or the desktop's scale changed): it
    /// keeps its size in points, its traits' display scale changes, every pixel is redrawn.
    private func changeScale(to newScale: Double) {
        guard newScale.isFinite, newScale > 0, CGFloat(newScale) != window.screen.scale else { return }
        let screen = window.screen
        window.screen = UIScreen(bounds: screen.bounds, scale: CGFloat(min(newScale, 8)))
        needsWholeFrame = true
    }

    /// Keys become presses for the first responder; unhandled tabs move focus.
    private func deliver(_ key: HostKeyPress) {
        guard let usage = UIKeyboardHIDUsage(rawValue: key.usage) else { return }
        var flags: UIKeyModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alternate) { flags.insert(.alternate) }
        if key.modifiers.contains(.command) { flags.insert(.command) }
        if key.modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        if key.modifiers.contains(.numericPad) { flags.insert(.numericPad) }
        let keyWindow = overlays.last { $0.isKeyWindow } ?? window
        keyWindow.injectKey(usage, characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers, modifiers: flags)
    }

    /// Gives the surface the scene's title and size restrictions when they changed.
    private func applySceneSettings() {
        guard let scene = window.windowScene else { return }
        if let title = scene.title, title != shownTitle {
            surface.setTitle(title)
            shownTitle = title
        }
        let restrictions = scene.sizeRestrictions
        let limits = (minimum: restrictions?.minimumSize, maximum: restrictions?.maximumSize)
        if shownLimits.map({ $0.minimum != limits.minimum || $0.maximum != limits.maximum }) ?? true {
            shownLimits = limits
            let scale = window.screen.scale
            surface.setSizeLimits(minimum: limits.minimum.flatMap { pixels($0, scale) }, maximum: limits.maximum.flatMap { pixels($0, scale) })
        }
        let allowsFullScreen = restrictions?.allowsFullScreen ?? true
        if allowsFullScreen != shownAllowsFullScreen {
            shownAllowsFullScreen = allowsFullScreen
            surface.setAllowsFullScreen(allowsFullScreen)
        }
    }

    /// A size in points as pixels; `nil` for no limit (zero, or UIKit's greatest finite magnitude).
    private func pixels(_ size: CGSize, _ scale: CGFloat) -> HostPixelSize? {
        guard size.width > 0, size.height > 0, size.width < 1e9, size.height < 1e9 else { return nil }
        return HostPixelSize(width: Int(saturating: (size.width * scale).rounded()), height: Int(saturating: (size.height * scale).rounded()))
    }

    /// Runs one display refresh: the clock ticks, the update cycle runs, the frame is
    /// composited and its damage presented. Returns whether anything was sent.
    @discardableResult
    public func presentFrame() -> Bool {
        // A compositor still showing the last frame gets the next when it says so; the
        // window keeps its damage until then.
        guard !isClosed, surface.isReadyForFrame else { return false }
        applySceneSettings()
        clock.tick()
        var damage = window.updateFrame()
        let sent: Bool?
        if let placed = updateOverlayMembership() { damage = damage.map { $0.union(placed) } ?? placed }
        if overlays.isEmpty {
            sent = window.withFramePixels { pixels in
                guard let rect = presentedRect(damage, width: pixels.width, height: pixels.height, whole: needsWholeFrame) else { return false }
                surface.present(HostFrame(base: UnsafePointer(pixels.base), width: pixels.width, height: pixels.height, stride: pixels.stride), rect: rect)
                return true
            }
        } else {
            sent = presentComposite(damage: damage)
        }
        if sent == true { needsWholeFrame = false }
        publishTextInput()
        publishPrimarySelection()
        return sent ?? false
    }

    /// Takes in the scene's other windows shown now, presented by this host. Returns where
    /// windows came, went or moved, in the window's points.
    private func updateOverlayMembership() -> CGRect? {
        let (joined, left, damage) = stack.refreshOverlays()
        for overlay in left {
            overlay.isPresentedByHost = false
            overlay.frameRequestHandler = nil
        }
        for overlay in joined {
            overlay.isPresentedByHost = true
            overlay.frameRequestHandler = window.frameRequestHandler
        }
        return damage
    }

    /// Renders the overlays over the window's frame and presents the composite's damage.
    private func presentComposite(damage: CGRect?) -> Bool {
        let changed = stack.update(baseDamage: damage, whole: needsWholeFrame)
        guard let size = window.withFramePixels({ (width: $0.width, height: $0.height) }),
              let rect = presentedRect(changed, width: size.width, height: size.height, whole: needsWholeFrame)
        else { return false }
        stack.pixels.withUnsafeBufferPointer { pixels in
            surface.present(HostFrame(base: pixels.baseAddress!, width: size.width, height: size.height, stride: size.width), rect: rect)
        }
        return true
    }

    /// The device pixels to send for `damage` (points) in a frame of `width` × `height`
    /// pixels: all of them when `whole`, none (`nil`) when nothing changed.
    private func presentedRect(_ damage: CGRect?, width: Int, height: Int, whole: Bool) -> HostPixelRect? {
        if whole { return HostPixelRect(x: 0, y: 0, width: width, height: height) }
        return damage.flatMap { HostPixelRect(enclosing: $0, scale: window.screen.scale, width: width, height: height) }
    }

    /// Whether animations are running, so frames should keep coming.
    public var isAnimating: Bool { window.hasRunningAnimations || overlays.contains(where: \.hasRunningAnimations) }

    /// Whether the next refresh has work: the whole frame to send, animations running, or
    /// an update pass pending.
    var needsFrames: Bool {
        needsWholeFrame || window.hasRunningAnimations || window.updateScheduled
            || overlays.contains { $0.hasRunningAnimations || $0.updateScheduled }
    }

    /// Closes the surface and its connection; later calls do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        window.isPresentedByHost = false
        for overlay in overlays { overlay.isPresentedByHost = false }
        if window.outsideDragCarrier === self { window.outsideDragCarrier = nil }
        surface.close()
    }
}
