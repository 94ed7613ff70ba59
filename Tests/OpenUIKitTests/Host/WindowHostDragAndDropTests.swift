import Foundation
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// Another app's drag, as the window system reports it, reaches the window's drop
/// interactions; the app's answers and loads go back through the surface.
@MainActor
@Suite struct WindowHostDragAndDropTests {
    private func hosted() -> (WindowHost, RecordingSurface, DragJournal) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let shelf = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let journal = DragJournal()
        shelf.addInteraction(UIDropInteraction(delegate: journal))
        window.addSubview(shelf)
        window.makeKeyAndVisible()
        let surface = RecordingSurface(width: 400, height: 400)
        let host = WindowHost(window: window, surface: surface)
        return (host, surface, journal)
    }

    private func send(_ events: [HostDragEvent], to host: WindowHost, _ surface: RecordingSurface) {
        surface.events = events.map(HostEvent.drag)
        host.processEvents()
    }

    private func settleTasks() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func textFromAnotherAppDropsOnATarget() async {
        let (host, surface, journal) = hosted()
        surface.draggedData = ["text/plain;charset=utf-8": Data("Ferns".utf8)]
        send([.entered(types: ["UTF8_STRING", "text/plain;charset=utf-8"], x: 20, y: 20), .moved(x: 300, y: 300)], to: host, surface)
        #expect(surface.dragAnswers == [.none, .copy], "outside the target, then over it")
        send([.dropped(x: 300, y: 300)], to: host, surface)
        #expect(journal.entries == ["enter", "perform", "conclude", "end"])
        #expect(journal.dropLocation == CGPoint(x: 50, y: 50))
        await settleTasks()
        #expect(surface.loadedTypes == ["text/plain;charset=utf-8"] && surface.finishedDrops == [.copy])
        #expect(journal.dropped == ["Ferns"])
    }

    @Test func aListOfFilesDropsAsOneItemPerFile() async throws {
        let (host, surface, journal) = hosted()
        journal.loadsFiles = true
        journal.proposal = .move
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("fern.png")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        try #require(image.pngData()).write(to: picture)
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("moss".utf8).write(to: notes)
        surface.draggedData = ["text/uri-list": Data("# two files\r\n\(picture.absoluteString)\r\n\(notes.absoluteString)\r\n".utf8)]
        send([.entered(types: ["text/uri-list"], x: 300, y: 300), .dropped(x: 310, y: 310)], to: host, surface)
        #expect(surface.dragAnswers == [.copy], "another app's drop copies even when the target proposes a move")
        await settleTasks()
        #expect(surface.finishedDrops == [.copy])
        #expect(journal.droppedURLs == [picture, notes])
        #expect(journal.droppedImages.count == 1, "the picture's file reads as an image")
    }

    @Test func strayAndMalformedDragsAreIgnored() async {
        let (host, surface, journal) = hosted()
        send([.moved(x: 10, y: 10), .dropped(x: 300, y: 300)], to: host, surface)
        #expect(surface.dragAnswers == [.none] && surface.finishedDrops == [.none], "no drag entered: nothing to drop")
        send([.entered(types: [], x: 300, y: 300)], to: host, surface)
        #expect(surface.dragAnswers.last == HostDragOperation.none, "nothing the target can read")
        send([.left], to: host, surface)
        journal.loadsFiles = true
        surface.draggedData = ["text/uri-list": Data([0xFF, 0x00, 0xFE, 0x0A])]
        send([.entered(types: ["text/uri-list"], x: Int.max, y: Int.min), .moved(x: 300, y: 300), .dropped(x: 300, y: 300)], to: host, surface)
        await settleTasks()
        #expect(surface.finishedDrops.last == .copy)
        #expect(journal.droppedURLs.isEmpty, "a list of garbage has no addresses")
        journal.entries = []
        send([.entered(types: ["text/plain"], x: 300, y: 300), .left], to: host, surface)
        #expect(journal.entries == ["enter", "exit", "end"], "text that may be an address enters, and leaving ends it")
    }
}
