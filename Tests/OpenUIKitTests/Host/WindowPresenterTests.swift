import Foundation
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// A surface that keeps what it was sent, for presenters under test.
@MainActor
final class RecordingSurface: HostSurface {
    let pixelWidth: Int
    let pixelHeight: Int
    var eventFileDescriptor: Int32? = 0
    var events: [HostEvent] = []
    private(set) var presented: [HostPixelRect] = []
    private(set) var textInputStates: [HostTextInputState?] = []
    private(set) var cursors: [HostCursor] = []
    /// What the app answered to each drag event, and how it finished drops.
    private(set) var dragAnswers: [HostDragOperation] = []
    private(set) var finishedDrops: [HostDragOperation] = []
    /// What another app's drag offers, by MIME type, and the types the app loaded.
    var draggedData: [String: Data] = [:]
    private(set) var loadedTypes: [String] = []

    init(width: Int, height: Int) {
        pixelWidth = width
        pixelHeight = height
    }

    func waitForEvents(timeout: TimeInterval) {}
    func pendingEvents() -> [HostEvent] {
        defer { events = [] }
        return events
    }
    /// The pixels the surface shows, as the presented rectangles left them.
    private(set) var shown: [UInt32] = []
    func present(_ frame: HostFrame, rect: HostPixelRect) {
        presented.append(rect)
        if shown.count != pixelWidth * pixelHeight { shown = [UInt32](repeating: 0, count: pixelWidth * pixelHeight) }
        for y in max(0, rect.y)..<min(pixelHeight, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(pixelWidth, rect.x + rect.width) {
                shown[y * pixelWidth + x] = frame.base[y * frame.stride + x]
            }
        }
    }
    /// The shown pixel at (`x`, `y`) as red, green, blue.
    func rgb(_ x: Int, _ y: Int) -> (red: UInt32, green: UInt32, blue: UInt32) {
        let pixel = shown[y * pixelWidth + x]
        return (pixel & 0xFF, (pixel >> 8) & 0xFF, (pixel >> 16) & 0xFF)
    }
    func setTitle(_ title: String) {}
    func setSizeLimits(minimum: HostPixelSize?, maximum: HostPixelSize?) {}
    func setTextInput(_ state: HostTextInputState?) { textInputStates.append(state) }
    func setCursor(_ cursor: HostCursor) { cursors.append(cursor) }
    func close() {}
    func answerDrag(_ operation: HostDragOperation) { dragAnswers.append(operation) }
    func loadDraggedData(type: String, completion: @escaping @MainActor (Data?) -> Void) {
        loadedTypes.append(type)
        completion(draggedData[type])
    }
    func finishDrop(_ operation: HostDragOperation) { finishedDrops.append(operation) }
}

/// A hosted window with nothing to do asks for no refreshes, and wakes for anything that
/// needs a frame.
@MainActor
@Suite(.manualClock) struct WindowPresenterTests {
    private func presentedWindow() -> (WindowPresenter, UIView, RecordingSurface, wakes: () -> Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.backgroundColor = .red
        window.addSubview(card)
        window.makeKeyAndVisible()
        let surface = RecordingSurface(width: 60, height: 40)
        let presenter = WindowPresenter(host: WindowHost(window: window, surface: surface))
        var wakes = 0
        presenter.onNeedsFrame = { wakes += 1 }
        return (presenter, card, surface, { wakes })
    }

    /// Refreshes until the presenter says it needs no more (at most `limit`).
    private func settle(_ presenter: WindowPresenter, limit: Int = 10) -> Int {
        for count in 1...limit where !presenter.refresh() { return count }
        return limit + 1
    }

    @Test func aWindowWithNothingToDoLetsTheTimerSleep() {
        let (presenter, _, surface, wakes) = presentedWindow()
        #expect(settle(presenter) <= 2, "the first frame, then an idle one")
        #expect(surface.presented.count == 1)
        let settled = wakes()
        #expect(!presenter.refresh(), "still idle")
        #expect(wakes() == settled, "an idle refresh asks for no frame")
    }

    @Test func aChangeAnywhereInTheTreeAsksForAFrame() {
        let (presenter, card, surface, wakes) = presentedWindow()
        _ = settle(presenter)
        let settled = wakes()
        card.backgroundColor = .blue
        #expect(wakes() > settled)
        #expect(presenter.refresh(), "the change is presented")
        #expect(surface.presented.count == 2)
        #expect(settle(presenter) == 1)
    }

    @Test func layoutAndInputAskForFrames() {
        let (presenter, card, _, wakes) = presentedWindow()
        _ = settle(presenter)
        var settled = wakes()
        card.setNeedsLayout()
        #expect(wakes() == settled + 1, "an update pass due")
        _ = settle(presenter)
        settled = wakes()
        (presenter.host.surface as? RecordingSurface)?.events = [.exposed]
        presenter.handleInput()
        #expect(wakes() == settled + 1)
        #expect(presenter.refresh(), "an exposed window is sent whole")
    }

    @Test func framesKeepComingWhileAnimationsAndClockWorkRun() {
        let (presenter, card, _, wakes) = presentedWindow()
        _ = settle(presenter)
        let settled = wakes()
        UIView.animate(withDuration: 0.5) { card.alpha = 0.2 }
        #expect(wakes() > settled)
        var frames = 0
        while presenter.refresh(), frames < 200 {
            frames += 1
            TestClock.advance(by: 1.0 / 60)
        }
        #expect(frames >= 20 && frames < 200, "about half a second of frames, then sleep (\(frames))")
        let spinner = UIActivityIndicatorView(style: .medium)
        card.addSubview(spinner)
        spinner.startAnimating()
        #expect(presenter.refresh() && presenter.refresh(), "a spinner turns on every frame")
        spinner.stopAnimating()
        _ = settle(presenter)
        #expect(!presenter.refresh())
    }

    @Test func theTimerSleepsAndWakesAtOnce() async {
        var fired = 0
        let timer = RefreshTimer(interval: 0.001) { timer in
            fired += 1
            if fired == 3 { timer.sleep() }
        }
        defer { timer.cancel() }
        for _ in 0..<2_000 where fired < 3 { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(timer.isAsleep)
        try? await Task.sleep(for: .milliseconds(20))
        #expect(fired == 3, "asleep: no refreshes")
        timer.wake()
        for _ in 0..<2_000 where fired < 4 { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(fired >= 4, "woken: it fires at once")
        #expect(!timer.isAsleep)
    }
}
