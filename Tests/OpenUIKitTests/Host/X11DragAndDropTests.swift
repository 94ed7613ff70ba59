import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitX11
import Testing

/// Drops from another X11 app over XDND: a scripted source drags text and files over the
/// window; the drop interaction under it answers, and the dropped data loads.
extension X11DragSuites {
    @MainActor
    @Suite("X11 drag and drop", .serialized, .enabled(if: XvfbServer.displayName != nil, "needs Xvfb"))
    struct X11DragAndDropTests {
        private let display = XvfbServer.displayName ?? ""

        private func open() throws -> (WindowHost, DragJournal) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
            window.screen = UIScreen(bounds: window.bounds, scale: 1)
            let shelf = UIView(frame: CGRect(x: 80, y: 0, width: 80, height: 100))
            let journal = DragJournal()
            shelf.addInteraction(UIDropInteraction(delegate: journal))
            window.addSubview(shelf)
            window.makeKeyAndVisible()
            let host = try WindowHost(window: window, backend: X11Backend.self, environment: ["DISPLAY": display])
            host.presentFrame()
            return (host, journal)
        }

        /// Runs the host's and the source's events until `done`, for a bounded number of rounds
        /// rather than a time: the whole suite shares the main actor, so on a busy run a round
        /// can wait seconds for its turn, and a deadline would end the wait too early.
        private func pump(_ host: WindowHost, _ source: XdndSource?, until done: () -> Bool) async {
            for _ in 0..<1_500 {
                if done() { break }
                host.surface.waitForEvents(timeout: 0.01)
                host.processEvents()
                source?.waitForEvents(timeout: 0.01)
                source?.pump()
                // A pause rather than a yield: the loads' completions are main-actor tasks that
                // may rank below this one, and a yield would run this one again first.
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }

        @Test func textDraggedFromAnotherAppDrops() async throws {
            let (host, journal) = try open()
            defer { host.close() }
            let target = try #require(host.surface as? X11Window).window
            let source = try #require(XdndSource(displayName: display, target: target, offering: [
                ("UTF8_STRING", Data("Ferns".utf8)), ("text/plain;charset=utf-8", Data("Ferns".utf8)),
            ]))
            defer { source.close() }
            source.enter()
            source.move(to: (20, 50))
            await pump(host, source) { source.statuses.count == 1 }
            #expect(source.statuses.first?.accepts == false, "outside the drop target")
            source.move(to: (120, 50))
            await pump(host, source) { source.statuses.count == 2 }
            #expect(source.statuses.last?.accepts == true && source.statuses.last?.action == "XdndActionCopy")
            source.drop()
            await pump(host, source) { source.finished != nil && !journal.dropped.isEmpty }
            #expect(journal.dropped == ["Ferns"])
            #expect(source.servedTypes == ["text/plain;charset=utf-8"], "UTF-8 text asked for by its MIME type")
            #expect(source.finished?.accepted == true && source.finished?.action == "XdndActionCopy")
            #expect(journal.entries == ["enter", "perform", "conclude", "end"])
        }

        @Test func filesDropAsOneItemEachAndALeaveEndsTheDrag() async throws {
            let (host, journal) = try open()
            defer { host.close() }
            journal.loadsFiles = true
            let target = try #require(host.surface as? X11Window).window
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = ["a.txt", "b.txt"].map { folder.appendingPathComponent($0) }
            for file in files { try Data("moss".utf8).write(to: file) }
            let list = Data(files.map { $0.absoluteString + "\r\n" }.joined().utf8)
            // Four types: the source lists them in XdndTypeList.
            let source = try #require(XdndSource(displayName: display, target: target, offering: [
                ("x-special/gnome-copied-files", Data()), ("application/x-kde-cutselection", Data("0".utf8)),
                ("text/plain", Data("elsewhere".utf8)), ("text/uri-list", list),
            ]))
            defer { source.close() }
            source.enter()
            source.move(to: (100, 30))
            await pump(host, source) { !source.statuses.isEmpty }
            source.leave()
            await pump(host, source) { journal.entries.contains("end") }
            #expect(journal.entries == ["enter", "exit", "end"])
            source.enter()
            source.move(to: (100, 30))
            source.drop()
            await pump(host, source) { source.finished != nil && !journal.droppedURLs.isEmpty }
            #expect(journal.droppedURLs == files)
            #expect(source.servedTypes == ["text/uri-list"])
        }

        /// An app busy past the load's timeout (or a source served from the app's own thread)
        /// still takes the answer: giving up needs the timeout and several looks.
        @Test func aLoadAskedBeforeTheAppStalledStillLands() async throws {
            let (host, journal) = try open()
            defer { host.close() }
            let target = try #require(host.surface as? X11Window).window
            let source = try #require(XdndSource(displayName: display, target: target, offering: [("text/plain;charset=utf-8", Data("Lichen".utf8))]))
            defer { source.close() }
            source.enter()
            source.move(to: (120, 50))
            source.drop()
            await pump(host, nil) { journal.entries.contains("perform") }
            try await Task.sleep(for: .milliseconds(2_200))
            await pump(host, source) { source.finished != nil && !journal.dropped.isEmpty }
            #expect(journal.dropped == ["Lichen"])
        }

        @Test func aSourceThatNeverAnswersStillFinishes() async throws {
            let (host, journal) = try open()
            defer { host.close() }
            let target = try #require(host.surface as? X11Window).window
            let source = try #require(XdndSource(displayName: display, target: target, offering: [("text/plain;charset=utf-8", Data("x".utf8))]))
            source.enter()
            source.move(to: (120, 50))
            source.drop()
            // The source goes away before serving anything.
            source.close()
            await pump(host, nil) { journal.entries.last == "end" }
            #expect(journal.entries.last == "end" && journal.dropped.isEmpty)
            #expect(!host.isClosed)
        }
    }
}
