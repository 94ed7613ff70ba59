import Foundation
@testable import OpenUIKit
import Testing

@MainActor
@Suite("Headless frames written as PNG")
struct PNGFrameWriterTests {
    @Test func changedFramesAreWrittenAndIdleOnesAreNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        window.backgroundColor = .systemBlue
        let writer = PNGFrameWriter(window: window, directory: directory, limit: 100)
        writer.refresh()
        writer.refresh()   // nothing changed: no frame
        window.backgroundColor = .systemGreen
        writer.refresh()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["frame-00001.png", "frame-00002.png"])
        let second = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("frame-00002.png").path)?.cgImage)
        let pixel = second.rgba(atX: 20, y: 15)
        #expect(pixel.green > pixel.blue, "the second frame shows the green window")
    }
}
