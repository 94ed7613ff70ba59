import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable import OpenUIKit

@MainActor
@Suite struct ControlGroupTests {
    private final class Log { var taps: [String] = [] }

    private func transport(_ log: Log) -> some View {
        ControlGroup {
            Button("Rewind", systemImage: "backward.fill") { log.taps.append("rewind") }
            Button("Play", systemImage: "play.fill") { log.taps.append("play") }
            Button("Skip", systemImage: "forward.fill") { log.taps.append("skip") }
        }
        .padding()
    }

    @Test func controlsSitSideBySideEquallyWideAndEachTaps() throws {
        let log = Log()
        let hosted = Hosted(transport(log), size: CGSize(width: 330, height: 100), scale: 2)
        hosted.settle()
        let elements = hosted.window.voiceOverOrder
        #expect(elements.map(\.label) == ["Rewind", "Play", "Skip"], "each control is its own button, read by its title")
        let frames = elements.map(\.frame)
        #expect(frames[0].midY == frames[1].midY && frames[1].midY == frames[2].midY)
        let gaps = [frames[1].midX - frames[0].midX, frames[2].midX - frames[1].midX]
        #expect(abs(gaps[0] - gaps[1]) < 1 && gaps[0] > 90, "equal shares of the width: \(gaps)")
        hosted.window.tap(at: elements[2].activationPoint)
        hosted.window.tap(at: elements[1].activationPoint)
        #expect(log.taps == ["skip", "play"])
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/controlgroup.png"))
        }
        // The group's rounded grey background is drawn behind the controls.
        let y = Int(frames[0].midY * 2)
        let grey = hosted.pixels(inRow: y) { $0.red < 245 && $0.red > 200 && $0.red == $0.green }
        #expect(grey > 300, "a grey group behind the buttons: \(grey) pixels")
    }

    @Test func inAMenuTheGroupIsARowOfCompactItems() throws {
        let log = Log()
        let view = Menu("Playback") {
            ControlGroup {
                Button("Rewind", systemImage: "backward.fill") { log.taps.append("rewind") }
                Button("Skip", systemImage: "forward.fill") { log.taps.append("skip") }
            }
            Button("Stop") { log.taps.append("stop") }
        }
        let hosted = Hosted(view, size: CGSize(width: 200, height: 80), scale: 1)
        let button = try #require(hosted.drawnViews.compactMap { $0.view as? MenuButton }.first)
        let row = try #require(button.menu?.children.first as? UIMenu)
        #expect(row.options.contains(.displayInline) && row.preferredElementSize == .medium)
        #expect(row.children.compactMap { ($0 as? UIAction)?.title } == ["Rewind", "Skip"])
        (row.children[1] as? UIAction)?.perform(sender: nil)
        #expect(log.taps == ["skip"])
    }

    @Test func theMenuStyleFoldsTheGroupIntoAMenuButton() throws {
        let view = ControlGroup {
            Button("Copy") {}
            Button("Paste") {}
        } label: {
            Label("Edit", systemImage: "pencil")
        }
        .controlGroupStyle(.menu)
        let hosted = Hosted(view, size: CGSize(width: 200, height: 80), scale: 1)
        let button = try #require(hosted.drawnViews.compactMap { $0.view as? MenuButton }.first)
        #expect(button.menu?.children.compactMap { ($0 as? UIAction)?.title } == ["Copy", "Paste"])
    }
}
