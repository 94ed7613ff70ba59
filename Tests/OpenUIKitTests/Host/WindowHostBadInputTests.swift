import Foundation
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// What a broken or hostile window system may report (sizes of zero, below zero or beyond
/// any bitmap, scales that are not numbers, points far off the window) is clamped or
/// ignored, and the window carries on once sane reports come again.
@MainActor
@Suite(.manualClock) struct WindowHostBadInputTests {
    @Test func badSizesScalesAndPointsAreClampedOrIgnored() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        var taps = 0
        let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        window.addSubview(button)
        window.makeKeyAndVisible()
        let surface = RecordingSurface(width: 80, height: 60)
        let host = WindowHost(window: window, surface: surface)
        host.presentFrame()
        surface.events = [
            .resized(width: 0, height: 0), .resized(width: -40, height: -30), .resized(width: Int.max, height: Int.min),
            .scaleChanged(.nan), .scaleChanged(.infinity), .scaleChanged(-2), .scaleChanged(0), .scaleChanged(1e300),
            .pointer(phase: .down, x: Int.max, y: Int.min), .pointer(phase: .up, x: Int.min, y: Int.max),
            .touch(id: Int.min, phase: .down, x: Int.max, y: 0), .touch(id: Int.max, phase: .moved, x: 0, y: Int.min),
            .touch(id: Int.min, phase: .up, x: 1, y: 1), .touchesCancelled,
            .scroll(dx: .nan, dy: .infinity, x: Int.max, y: 0), .touchpadScroll(dx: -.infinity, dy: 1e308, x: 0, y: Int.min),
        ]
        host.processEvents()
        host.presentFrame()
        #expect(window.screen.scale.isFinite && window.screen.scale > 0 && window.screen.scale <= 8, "the scale stays a real one")
        #expect(window.bounds.width.isFinite && window.bounds.height.isFinite && window.bounds.width >= 0 && window.bounds.height >= 0)
        #expect(window.bounds.width <= 16_384 && window.bounds.height <= 16_384, "no window beyond what a bitmap holds")

        surface.events = [.scaleChanged(1), .resized(width: 80, height: 60)]
        host.processEvents()
        #expect(window.bounds.size == CGSize(width: 80, height: 60), "sane reports are taken again")
        surface.events = [.pointer(phase: .down, x: 20, y: 15), .pointer(phase: .up, x: 20, y: 15)]
        host.processEvents()
        #expect(taps == 1, "and input works as before")
    }
}
