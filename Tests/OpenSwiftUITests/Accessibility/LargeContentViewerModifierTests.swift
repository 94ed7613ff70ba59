import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite(.manualClock) struct LargeContentViewerModifierTests {
    @Test func aHeldButtonShowsItsLabelLargeAtAccessibilitySizes() throws {
        var played = 0
        let bar = HStack {
            Button("Play", systemImage: "play.fill") { played += 1 }
                .labelStyle(.iconOnly)
                .accessibilityShowsLargeContentViewer()
            Image(systemName: "star")
                .accessibilityShowsLargeContentViewer { Label("Favourite", systemImage: "star") }
        }
        let hosted = Hosted(bar, size: CGSize(width: 300, height: 120), scale: 2,
                            traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        hosted.window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        hosted.settle()
        let play = try #require(hosted.window.voiceOverOrder.first { $0.label == "Play" })
        hosted.window.touchDown(at: play.activationPoint)
        TestClock.advance(by: 0.5)
        let panel = try #require(hosted.window.subviews.first { String(describing: type(of: $0)).contains("LargeContentViewer") })
        #expect(panel.subviews.compactMap { $0 as? UILabel }.first?.text == "Play")
        hosted.window.touchUp(at: play.activationPoint)
        #expect(!hosted.window.subviews.contains { $0 === panel })
        #expect(played == 1, "lifting the finger on the button presses it")
        let favourite = hosted.drawnViews.compactMap { $0.view as? AccessibilityElementView }.first { $0.largeContentImage != nil }
        #expect(favourite?.largeContentImage.map { $0.size.width > 40 } == true, "the custom large content is drawn for the viewer")
    }
}
