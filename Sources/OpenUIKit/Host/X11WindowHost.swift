import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// Shows a `UIWindow` in an X11 window: each frame it steps the animation clock, runs the
/// update cycle, composites, and copies only the damaged pixels to the screen; mouse
/// input becomes touches; resizing the X window resizes the `UIWindow` (and re-lays out
/// its scene); closing it ends the host.
///
/// `UIApplicationMain` makes one for the key window when `DISPLAY` is set and drives it at
/// 60 frames a second; tests and custom loops can drive one themselves.
///
/// ```swift
/// let host = try X11WindowHost(window: window)
/// host.presentFrame()        // draw
/// host.processEvents()       // clicks become touches
/// host.close()
/// ```
///
/// An OpenUIKit SPI: iOS has no counterpart (the system presents windows).
@_spi(OpenUIKit) @MainActor
public final class X11WindowHost {
    /// The window shown.
    public let window: UIWindow
    private let x11: X11Window
    /// The X window must get every pixel next frame (first frame, exposure, resize).
    private var needsWholeFrame = true
    /// Whether the X window was closed (by the user or `close()`).
    public private(set) var isClosed = false
    /// Called once when the user closes the window.
    public var onCloseRequest: (() -> Void)?

    /// Opens an X window the size of `window` at its screen's scale.
    public init(window: UIWindow, displayName: String? = nil, title: String = ProcessInfo.processInfo.processName) throws {
        self.window = window
        let scale = window.screen.scale
        x11 = try X11Window(
            width: Int((window.bounds.width * scale).rounded()), height: Int((window.bounds.height * scale).rounded()),
            title: title, displayName: displayName)
    }

    /// The X connection's file descriptor: readable when events wait.
    public var connectionFileDescriptor: Int32 { x11.connectionFileDescriptor }

    /// The X window's identifier, for tools that talk to the server about it.
    public var windowIdentifier: UInt { x11.identifier }

    /// Blocks until X events arrive or `timeout` seconds pass (at most 10).
    public func waitForEvents(timeout: TimeInterval) { x11.waitForEvents(timeout: timeout) }

    /// Whether frames go through shared memory (a local server) rather than the socket.
    public var usesSharedMemory: Bool { x11.usesSharedMemory }

    /// Handles every waiting X event: pointer input, resizes, exposure, keys, close.
    public func processEvents() {
        for event in x11.pendingEvents() {
            handle(event)
            if isClosed { return }
        }
    }

    private func handle(_ event: X11Window.Event) {
        let scale = window.screen.scale
        switch event {
        case .pointer(let phase, let x, let y):
            let location = CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
            switch phase {
            case .down: window.injectPointer(.began, at: location)
            case .moved: window.injectPointer(.moved, at: location)
            case .up: window.injectPointer(.ended, at: location)
            }
        case .resized(let width, let height):
            window.frame = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
            needsWholeFrame = true
        case .exposed:
            needsWholeFrame = true
        case .key(let key):
            deliver(key)
        case .closeRequested:
            onCloseRequest?()
            close()
        }
    }

    /// Keys become presses for the first responder; unhandled tabs move focus.
    private func deliver(_ key: X11Window.Key) {
        switch key {
        case .returnKey: window.injectKey(.keyboardReturnOrEnter)
        case .escape: window.injectKey(.keyboardEscape)
        case .tab: window.injectKey(.keyboardTab)
        case .backTab: window.injectKey(.keyboardTab, modifiers: .shift)
        }
    }

    /// Runs one display refresh: the clock ticks, the update cycle runs, the frame is
    /// composited and its damage copied to the X window. Returns whether anything was sent.
    @discardableResult
    public func presentFrame() -> Bool {
        guard !isClosed else { return false }
        AnimationClock.shared.tick()
        let damage = window.updateFrame()
        let scale = window.screen.scale
        let sent: Bool? = window.withFramePixels { pixels in
            let rect: (x: Int, y: Int, width: Int, height: Int)
            if needsWholeFrame {
                rect = (0, 0, pixels.width, pixels.height)
            } else if let damage {
                let device = CGRect(x: damage.minX * scale, y: damage.minY * scale, width: damage.width * scale, height: damage.height * scale).integral
                rect = (Int(device.minX), Int(device.minY), Int(device.width), Int(device.height))
            } else {
                return false
            }
            x11.present(pixels, rect: rect)
            return true
        }
        if sent == true { needsWholeFrame = false }
        return sent ?? false
    }

    /// Whether animations are running, so frames should keep coming.
    public var isAnimating: Bool { window.hasRunningAnimations }

    /// What the X server shows in the window now, as an image (after the server has
    /// drawn everything sent): for tests comparing the window with a headless render.
    public func screenImage() -> CGImage? {
        x11.synchronize()
        let pixels = x11.readBack()
        guard !pixels.isEmpty else { return nil }
        let data = pixels.withUnsafeBufferPointer { Data(buffer: $0) }
        guard let provider = CGDataProvider(data: data) else { return nil }
        return CGImage(
            width: x11.pixelWidth, height: x11.pixelHeight, bitsPerComponent: 8, bitsPerPixel: 32,
            bytesPerRow: x11.pixelWidth * 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: provider, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent)
    }

    /// Closes the X window and its connection; later calls do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        x11.close()
    }
}
