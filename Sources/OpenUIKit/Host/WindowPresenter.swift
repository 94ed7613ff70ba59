@_spi(OpenUIKit) import OpenQuartzCore

/// Presents a scene's windows on their host surface, and keeps the screen reader bridge (when
/// there is one) up to date with it.
///
/// A window with nothing to do costs nothing: after a refresh that presented nothing, with
/// no animation running, no pass pending, nothing on the clock's frames and no screen
/// reader update waiting, ``refresh()`` says so and the timer sleeps. Anything that needs a
/// frame asks for one through ``onNeedsFrame``: a change anywhere in the window's layer
/// tree, an update pass being scheduled, work added to the clock, input arriving.
@MainActor
final class WindowPresenter: FramePresenter {
    let host: WindowHost
    var accessibility: AccessibilityPublisher?
    /// Called when the window needs a frame while the refresh timer may be asleep.
    var onNeedsFrame: (@MainActor () -> Void)?
    /// Whether something asked for a frame since the last one was composited.
    private var frameRequested = false

    init(host: WindowHost) {
        self.host = host
        let request: @MainActor () -> Void = { [weak self] in self?.requestFrame() }
        host.window.layer.subtreeChangeHandler = request
        host.window.frameRequestHandler = request
        host.clock.frameWorkHandler = request
    }

    func requestFrame() {
        frameRequested = true
        onNeedsFrame?()
    }

    /// Input waiting on the surface: handled at once, and a frame follows.
    func handleInput() {
        host.processEvents()
        requestFrame()
    }

    @discardableResult
    func refresh() -> Bool {
        host.processEvents()
        let changed = host.presentFrame()
        frameRequested = false
        accessibility?.bridge.processRequests()
        accessibility?.frameDidUpdate(changed: changed)
        return changed || needsMoreFrames
    }

    /// Whether the next refresh has work even though this one presented nothing.
    private var needsMoreFrames: Bool {
        // A surface without an event descriptor is polled: it can never sleep.
        host.surface.eventFileDescriptor == nil || frameRequested || host.needsFrames
            || host.clock.hasFrameWork || accessibility?.needsPublish == true
    }
}
