import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite(.manualClock) struct LargeContentViewerTests {
    struct Scene {
        let window: UIWindow
        let play: UIButton
        let skip: UIButton
        var taps: [String] { tapsBox.taps }
        let tapsBox: Taps
    }

    final class Taps { var taps: [String] = [] }

    /// A bar of two small buttons with the interaction on the bar.
    private func scene(category: UIContentSizeCategory) -> Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.traitOverrides.preferredContentSizeCategory = category
        window.makeKeyAndVisible()
        let bar = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 50))
        window.addSubview(bar)
        bar.addInteraction(UILargeContentViewerInteraction())
        let taps = Taps()
        func button(_ title: String, _ symbol: String, x: CGFloat) -> UIButton {
            let button = UIButton(configuration: .plain())
            button.configuration?.image = UIImage(systemName: symbol)
            button.accessibilityLabel = title
            button.frame = CGRect(x: x, y: 3, width: 44, height: 44)
            button.showsLargeContentViewer = true
            button.largeContentImage = UIImage(systemName: symbol)
            button.addAction(UIAction { _ in taps.taps.append(title) }, for: .primaryActionTriggered)
            bar.addSubview(button)
            return button
        }
        let play = button("Play", "play.fill", x: 20)
        let skip = button("Skip", "forward.fill", x: 100)
        window.layoutIfNeeded()
        return Scene(window: window, play: play, skip: skip, tapsBox: taps)
    }

    private func panelTitle(in window: UIWindow) -> String? {
        guard let panel = window.subviews.first(where: { $0 is LargeContentViewerPanel }) else { return nil }
        return panel.subviews.compactMap { $0 as? UILabel }.first?.text
    }

    @Test func holdingAnItemAtAnAccessibilitySizeShowsItLargeAndLiftingActsOnIt() {
        let scene = scene(category: .accessibilityExtraLarge)
        let play = scene.play.convert(CGPoint(x: 22, y: 22), to: nil)
        let skip = scene.skip.convert(CGPoint(x: 22, y: 22), to: nil)
        scene.window.touchDown(at: play)
        TestClock.advance(by: 0.5)
        #expect(panelTitle(in: scene.window) == "Play", "the held item shows in the middle of the screen")
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? scene.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/large-content-viewer.png"))
        }
        scene.window.touchMove(to: skip)
        #expect(panelTitle(in: scene.window) == "Skip", "the viewer follows the finger")
        scene.window.touchUp(at: skip)
        #expect(panelTitle(in: scene.window) == nil, "lifting the finger closes it")
        #expect(scene.taps == ["Skip"], "and acts on the item under it: \(scene.taps)")
        #expect(scene.play.largeContentTitle == "Play", "the title defaults to the accessibility label")
        #expect(scene.play.scalesLargeContentImage, "symbol images scale")
    }

    @Test func atOrdinarySizesAHeldButtonKeepsItsTouch() {
        let scene = scene(category: .large)
        let play = scene.play.convert(CGPoint(x: 22, y: 22), to: nil)
        scene.window.touchDown(at: play)
        TestClock.advance(by: 1)
        #expect(panelTitle(in: scene.window) == nil)
        scene.window.touchUp(at: play)
        #expect(scene.taps == ["Play"], "the long hold is still a tap on the button: \(scene.taps)")
        #expect(!UIView().showsLargeContentViewer, "views do not show by default")
    }
}
