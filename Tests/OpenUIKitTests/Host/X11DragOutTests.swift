import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
import OpenUIKitTesting
@testable import OpenUIKitX11
import Testing

/// Drags out of the app to another X11 app over XDND: the pointer presses on a view with a
/// drag interaction, holds, and leaves the window for a scripted XDND target elsewhere on
/// the screen, which answers and reads the dropped data.
extension X11DragSuites {
    @MainActor
    @Suite("X11 drags to other apps", .serialized, .manualClock, .enabled(if: XvfbServer.displayName != nil, "needs Xvfb"))
    struct X11DragOutTests {
        private let display = XvfbServer.displayName ?? ""

        private func open(items: [UIDragItem]) throws -> (WindowHost, DragJournal) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
            window.screen = UIScreen(bounds: window.bounds, scale: 1)
            let poster = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 100))
            let journal = DragJournal()
            journal.items = items
            let drag = UIDragInteraction(delegate: journal)
            drag.isEnabled = true
            poster.addInteraction(drag)
            window.addSubview(poster)
            window.makeKeyAndVisible()
            let host = try WindowHost(window: window, backend: X11Backend.self, environment: ["DISPLAY": display])
            host.presentFrame()
            return (host, journal)
        }

        /// The app's window with the drag source, the other app's window beside it wanting
        /// `type`, and the pointer: what each test drives.
        @MainActor private struct Stage {
            let host: WindowHost, journal: DragJournal, target: XdndTarget, pointer: SyntheticPointer
            func close() {
                pointer.close()
                target.close()
                host.close()
            }
        }

        private func stage(items: [UIDragItem], wanting type: String) throws -> Stage {
            let (host, journal) = try open(items: items)
            guard let window = (host.surface as? X11Window)?.window,
                  let target = XdndTarget(displayName: display, frame: (700, 500, 200, 100), wantedType: type),
                  let pointer = SyntheticPointer(displayName: display, window: window)
            else {
                host.close()
                throw StageError()
            }
            return Stage(host: host, journal: journal, target: target, pointer: pointer)
        }

        private struct StageError: Error {}

        /// Runs the host's and the target's events until `done`, for a bounded number of rounds
        /// (not a time: on a busy run a round can wait long for the shared main actor).
        private func pump(_ host: WindowHost, _ target: XdndTarget?, rounds: Int = 1_500, until done: () -> Bool) async {
            for _ in 0..<rounds {
                if done() { break }
                host.surface.waitForEvents(timeout: 0.01)
                host.processEvents()
                target?.pump()
                // A pause rather than a yield: the loads' completions are main-actor tasks that
                // may rank below this one, and a yield would run this one again first.
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }

        /// Presses on the poster, holds past the lift, and moves through `points` (window pixels).
        private func lift(on host: WindowHost, to points: [(Int32, Int32)], pointer: SyntheticPointer) async {
            pointer.send(ButtonPress, x: 30, y: 50)
            await pump(host, nil) { host.window.pointerTouch != nil }
            TestClock.advance(by: 0.6)
            for (x, y) in points { pointer.send(MotionNotify, x: x, y: y) }
        }

        /// One whole drag to `target`, which reads `wanted` on the drop; waits for the target's
        /// answer to this drag's own position before letting go.
        private func dragOnce(_ host: WindowHost, to target: XdndTarget, wanting wanted: String, pointer: SyntheticPointer) async {
            target.wantedType = wanted
            target.received = nil
            let positionsBefore = target.positions
            await lift(on: host, to: [(40, 50), (750, 550)], pointer: pointer)
            await pump(host, target) { target.positions > positionsBefore }
            pointer.send(MotionNotify, x: 760, y: 560)
            await pump(host, target) { target.positions > positionsBefore + 1 }
            pointer.send(ButtonRelease, x: 760, y: 560)
            await pump(host, target) { target.received != nil }
        }

        @Test func textDraggedOutDropsOnTheOtherApp() async throws {
            let setup = try stage(items: [UIDragItem(itemProvider: NSItemProvider(object: "Ferns" as NSString))], wanting: "text/plain;charset=utf-8")
            defer { setup.close() }
            let (host, journal, target, pointer) = (setup.host, setup.journal, setup.target, setup.pointer)
            await lift(on: host, to: [(40, 50), (750, 550)], pointer: pointer)
            await pump(host, target) { target.positions >= 1 }
            #expect(target.offeredTypes == [["text/plain;charset=utf-8"]])
            #expect(journal.entries.contains("exit") || !journal.entries.contains("enter"), "no drop target in the app holds the drag")
            pointer.send(MotionNotify, x: 760, y: 560)
            await pump(host, target) { target.positions >= 2 }
            pointer.send(ButtonRelease, x: 760, y: 560)
            await pump(host, target) { target.received != nil && journal.entries.contains("transferred") }
            #expect(target.received.map { String(decoding: $0, as: UTF8.self) } == "Ferns")
            #expect(journal.entries == ["items", "begin", "willEnd copy", "didEnd copy", "transferred"])
            #expect(target.leaves == 0)
        }

        @Test func filesGoAsOneURIListAndImagesAsPNG() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = ["a.txt", "b.txt"].map { folder.appendingPathComponent($0) }
            for file in files { try Data("moss".utf8).write(to: file) }
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let swatch = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8), format: format).image { context in
                UIColor.systemGreen.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
            }
            let items = files.map { UIDragItem(itemProvider: NSItemProvider(object: $0 as NSURL)) } + [UIDragItem(itemProvider: NSItemProvider(object: swatch))]
            let setup = try stage(items: items, wanting: "text/uri-list")
            defer { setup.close() }
            let (host, journal, target, pointer) = (setup.host, setup.journal, setup.target, setup.pointer)
            for wanted in ["text/uri-list", "image/png"] {
                await dragOnce(host, to: target, wanting: wanted, pointer: pointer)
                if wanted == "text/uri-list" {
                    #expect(target.received.map(URIList.urls(in:)) == files, "every file in one list")
                }
            }
            #expect(target.offeredTypes.first == ["text/uri-list", "text/plain;charset=utf-8", "image/png", "image/jpeg"],
                    "file managers look for the list first")
            #expect(target.offeredTypes.count == 2)
            let image = try #require(target.received.flatMap(UIImage.init(data:)), "the image went as a PNG")
            #expect(image.size == CGSize(width: 12, height: 8))
            #expect(journal.entries.last == "transferred", "the delegate is held weakly: the journal lives to here")
        }

        @Test func backInTheWindowOrRefusedTheOtherAppHearsItLeftAndGetsNoDrop() async throws {
            let setup = try stage(items: [UIDragItem(itemProvider: NSItemProvider(object: "Ferns" as NSString))], wanting: "text/plain;charset=utf-8")
            defer { setup.close() }
            let (host, journal, target, pointer) = (setup.host, setup.journal, setup.target, setup.pointer)
            await lift(on: host, to: [(40, 50), (750, 550)], pointer: pointer)
            await pump(host, target) { target.positions >= 1 }
            pointer.send(MotionNotify, x: 120, y: 50)
            await pump(host, target) { target.leaves == 1 }
            pointer.send(ButtonRelease, x: 120, y: 50)
            await pump(host, target) { journal.entries.last == "didEnd cancel" }
            #expect(target.leaves == 1 && target.received == nil)

            journal.entries = []
            target.accepts = false
            await lift(on: host, to: [(40, 50), (750, 550)], pointer: pointer)
            await pump(host, target) { target.positions >= 2 }
            pointer.send(MotionNotify, x: 760, y: 560)
            await pump(host, target) { target.positions >= 3 }
            pointer.send(ButtonRelease, x: 760, y: 560)
            await pump(host, target) { target.leaves == 2 }
            #expect(journal.entries == ["items", "begin", "willEnd cancel", "didEnd cancel"])
            #expect(target.received == nil, "a window that refused the drag gets no drop")
        }

        @Test func aDragKeptInTheAppNeverReachesOtherApps() async throws {
            let setup = try stage(items: [UIDragItem(itemProvider: NSItemProvider(object: "Ferns" as NSString))], wanting: "text/plain;charset=utf-8")
            defer { setup.close() }
            let (host, journal, target, pointer) = (setup.host, setup.journal, setup.target, setup.pointer)
            journal.staysInTheApp = true
            await lift(on: host, to: [(40, 50), (750, 550)], pointer: pointer)
            pointer.send(ButtonRelease, x: 750, y: 550)
            await pump(host, target) { journal.entries.last == "didEnd cancel" }
            // Nothing should come: a short wait for it.
            await pump(host, target, rounds: 50) { target.positions > 0 }
            #expect(target.offeredTypes.isEmpty && target.positions == 0)
        }
    }
}

/// Pointer events sent straight to a window, as the X server sends them during a press: the
/// window keeps the pointer while the button is held, so motion outside it comes to it too.
@MainActor
final class SyntheticPointer {
    private let display: OpaquePointer
    private let window: Window

    init?(displayName: String, window: Window) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
        self.window = window
    }

    func close() { XCloseDisplay(display) }

    /// A press, motion with the first button held, or release at (`x`, `y`) in the window.
    func send(_ type: Int32, x: Int32, y: Int32) {
        var event = XEvent()
        if type == MotionNotify {
            event.xmotion.type = MotionNotify
            event.xmotion.window = window
            event.xmotion.x = x
            event.xmotion.y = y
            event.xmotion.x_root = x
            event.xmotion.y_root = y
            event.xmotion.state = UInt32(Button1Mask)
            event.xmotion.same_screen = 1
        } else {
            event.xbutton.type = type
            event.xbutton.window = window
            event.xbutton.button = UInt32(Button1)
            event.xbutton.x = x
            event.xbutton.y = y
            event.xbutton.x_root = x
            event.xbutton.y_root = y
            event.xbutton.state = type == ButtonRelease ? UInt32(Button1Mask) : 0
            event.xbutton.same_screen = 1
        }
        XSendEvent(display, window, 0, NoEventMask, &event)
        // Synced: the window's connection has the event when this returns.
        XSync(display, 0)
    }
}
