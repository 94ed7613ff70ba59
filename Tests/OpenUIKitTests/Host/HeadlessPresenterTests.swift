import Foundation
@testable import OpenUIKit
import Testing

@MainActor
@Suite("Headless runs: frames written as PNG, and an end to every run")
struct HeadlessPresenterTests {
    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        window.backgroundColor = .systemBlue
        return window
    }

    @Test func changedFramesAreWrittenAndIdleOnesAreNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let window = window()
        let presenter = HeadlessPresenter(window: window, environment: ["OPENUIKIT_FRAMES_DIR": directory.path, "OPENUIKIT_FRAME_LIMIT": "100"], end: {})
        presenter.refresh()
        presenter.refresh()   // nothing changed: no frame
        window.backgroundColor = .systemGreen
        presenter.refresh()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["frame-00001.png", "frame-00002.png"])
        let second = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("frame-00002.png").path)?.cgImage)
        let pixel = second.rgba(atX: 20, y: 15)
        #expect(pixel.green > pixel.blue, "the second frame shows the green window")
    }

    /// A view that counts its layout passes.
    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func aPresentedWindowsFrameOwnsItsUpdatePass() {
        let window = window()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let presenter = HeadlessPresenter(window: window, environment: ["OPENUIKIT_FRAME_LIMIT": "100"], end: {})
        presenter.refresh()
        let before = view.layouts, tasks = window.passTasksScheduled
        view.setNeedsLayout()
        // Checked without yielding: other tests' animation blocks may flush every window.
        #expect(window.passTasksScheduled == tasks, "no main-queue task: the frame owns the pass")
        #expect(view.layouts == before)
        presenter.refresh()
        #expect(view.layouts == before + 1, "the next frame ran the pass once")
    }

    @Test func aWindowNothingPresentsRunsItsPassOnTheNextTurn() async {
        let window = window()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.layoutIfNeeded()
        let before = view.layouts
        view.setNeedsLayout()
        await window.waitForScheduledUpdates()
        #expect(view.layouts == before + 1)
    }

    @Test func theFrameLimitCountsPresentedFramesNotChangedOnes() {
        let presenter = HeadlessPresenter(window: window(), environment: ["OPENUIKIT_FRAME_LIMIT": "3"], end: {})
        for _ in 0..<2 { presenter.refresh() }
        #expect(!presenter.shouldEnd && presenter.presentedFrames == 2)
        presenter.refresh()
        #expect(presenter.shouldEnd, "three frames presented, though only the first changed")
    }

    @Test func withoutALimitAnIdleScreenEndsTheRun() {
        let window = window()
        let presenter = HeadlessPresenter(window: window, environment: ["OPENUIKIT_IDLE_EXIT_SECONDS": "0.5"], end: {})
        for _ in 0..<20 { presenter.refresh() }
        window.backgroundColor = .systemRed
        for _ in 0..<20 { presenter.refresh() }
        #expect(!presenter.shouldEnd, "a change starts the idle time again")
        for _ in 0..<15 { presenter.refresh() }
        #expect(presenter.shouldEnd, "half a second of unchanged frames")
        let never = HeadlessPresenter(window: window, environment: ["OPENUIKIT_IDLE_EXIT_SECONDS": "0"], end: {})
        for _ in 0..<100 { never.refresh() }
        #expect(!never.shouldEnd)
        let byDefault = HeadlessPresenter(window: window, environment: [:], end: {})
        for _ in 0..<300 { byDefault.refresh() }
        #expect(!byDefault.shouldEnd)
        byDefault.refresh()
        #expect(byDefault.shouldEnd, "five seconds at 60 frames a second")
    }
}
