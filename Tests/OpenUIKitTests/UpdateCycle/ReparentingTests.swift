import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Views keep getting their update passes wherever they move, however they left their
/// last superview.
@MainActor
@Suite("Reparenting")
struct ReparentingTests {
    @Test func aViewWhoseSuperviewWasFreedLaysOutInItsNextSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let moving = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        do {
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            container.addSubview(moving)
            window.layoutIfNeeded()
            moving.frame.size.width = 120 // pending layout, listed in the container's dirty list
            container.removeFromSuperview()
        }
        // The container is gone, and with it the moving view's superview.
        #expect(moving.superview == nil)
        window.addSubview(moving)
        window.layoutIfNeeded()
        let runs = moving.layoutRuns
        moving.frame.size.width = 60
        window.layoutIfNeeded()
        #expect(moving.layoutRuns == runs + 1, "the resize lays the view out again")
    }
}
