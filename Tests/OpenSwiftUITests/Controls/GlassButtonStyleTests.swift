import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// The glass button styles: interactive glass behind the label, stained with the tint for
/// the prominent one.
@MainActor
@Suite("Glass button styles", .serialized, .manualClock)
struct GlassButtonStyleTests {
    private func render(_ button: some View) -> (UIImage, Hosted<some View>) {
        let scene = ZStack {
            Image(uiImage: GlassTwins.Backdrop.sample.image)
            button
        }
        .frame(width: GlassTwins.size.width, height: GlassTwins.size.height)
        let hosted = Hosted(scene, size: GlassTwins.size, scale: GlassTwins.scale)
        hosted.settle()
        return (hosted.window.renderedImage(), hosted)
    }

    @Test func prominentGlassIsStainedWithTheTintAndPlainGlassIsNot() throws {
        let (plain, plainHost) = render(Button("Skip") {}.buttonStyle(.glass))
        let (prominent, _) = render(Button("Agree") {}.buttonStyle(.glassProminent).tint(.blue))
        GlassTwins.keep(plain, as: "button-glass")
        GlassTwins.keep(prominent, as: "button-glass-prominent")
        let glass = try #require(plainHost.drawnViews.first { $0.view is GlassEffectView })
        #expect(glass.frame.height >= 34 && glass.frame.width > 50, "padded to the regular control size: \(glass.frame)")
        let centre = CGRect(x: glass.frame.midX - 30, y: glass.frame.midY - 4, width: 10, height: 8)
        let stained = GlassTwins.meanColor(prominent, centre)
        #expect(stained.blue > stained.red + 60, "blue glass: \(stained)")
        let clearGlass = GlassTwins.meanColor(plain, centre)
        #expect(abs(clearGlass.blue - clearGlass.red) < 50, "untinted glass: \(clearGlass)")
    }

    @Test func aGlassButtonIsInteractiveAndTakesItsTap() throws {
        var taps = 0
        let (_, hosted) = render(Button("Skip") { taps += 1 }.buttonStyle(.glass))
        let glass = try #require(hosted.drawnViews.first { $0.view is GlassEffectView }?.view as? GlassEffectView)
        let centre = glass.convert(CGPoint(x: glass.bounds.midX, y: glass.bounds.midY), to: hosted.window)
        hosted.window.touchDown(at: centre)
        TestClock.advance(by: 0.3)
        #expect((glass.glassAttachment?.presentedPressProgress ?? 0) > 0.5, "the glass swells under the finger")
        hosted.window.touchUp(at: centre)
        #expect(taps == 1)
        let element = try #require(hosted.window.voiceOverOrder.first { $0.label == "Skip" })
        #expect(element.traits.contains(.button))
    }

    @Test func theClearGlassStyleAndTheStyleTypes() {
        let (clear, _) = render(Button("Skip") {}.buttonStyle(.glass(.clear)))
        let (regular, _) = render(Button("Skip") {}.buttonStyle(GlassButtonStyle()))
        let centre = CGRect(x: 100, y: 74, width: 40, height: 12)
        #expect(GlassTwins.meanDeltaE(clear, regular, in: centre) > 3, "clear glass differs from regular")
        let (prominent, _) = render(Button("Agree") {}.buttonStyle(GlassProminentButtonStyle()))
        #expect(GlassTwins.meanDeltaE(prominent, regular, in: centre) > 3)
    }
}
