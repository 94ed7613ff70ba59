import Foundation
import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

/// The reference suites carry `.bandDeterminism`: every frame they render is rasterized at
/// 1, 2 and 7 threads from the same pixels and compared byte for byte.
@MainActor
@Suite(.bandDeterminism) struct BandDeterminismTests {
    @Test func theTraitChecksEveryFrameAtOneTwoAndSevenThreads() {
        #expect(BandVerification.threadCounts == [1, 2, 7])
    }

    @Test func aCheckedFrameIsReportedAndDrawnAsUsual() {
        let tally = BandDeterminism.Tally()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        window.backgroundColor = .systemOrange
        window.addSubview(glass)
        window.makeKeyAndVisible()
        let image = BandVerification.$report.withValue({ tally.add($0) }) { window.renderedImage() }
        #expect(tally.frames >= 1)
        #expect(tally.mismatches == 0)
        let pixels = image.cgImage!
        #expect(pixels.width == 240 && pixels.height == 160)
    }
}
