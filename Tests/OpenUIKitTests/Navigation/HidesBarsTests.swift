import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Hiding bars on swipe and tap", .manualClock)
struct HidesBarsTests {
    private func scene() -> (UIWindow, UINavigationController, TallScreen) {
        let screen = TallScreen(title: "Article")
        screen.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        let window = presentationScene(navigation)
        screen.scrollView.contentOffset.y = 300
        window.layoutIfNeeded()
        return (window, navigation, screen)
    }

    /// Drags as a finger does over frames: each move is laid out (and so seen by the bars)
    /// before the next.
    private func swipe(in window: UIWindow, from start: CGPoint, by distance: CGFloat) {
        window.touchDown(at: start)
        for step in 1...10 {
            TestClock.advance(by: 1.0 / 60)
            window.touchMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 10))
            window.layoutIfNeeded()
        }
        window.touchUp(at: CGPoint(x: start.x, y: start.y + distance))
    }

    @Test func swipingUpHidesTheBarsAndSwipingDownBringsThemBack() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, _) = scene()
        navigation.hidesBarsOnSwipe = true
        swipe(in: window, from: CGPoint(x: 200, y: 600), by: -150)
        finishTransitions(in: window)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden, "reading on, the bars go")
        swipe(in: window, from: CGPoint(x: 200, y: 300), by: 150)
        finishTransitions(in: window)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden, "scrolling back, they return")
        navigation.hidesBarsOnSwipe = false
        swipe(in: window, from: CGPoint(x: 200, y: 600), by: -150)
        finishTransitions(in: window)
        #expect(!navigation.isNavigationBarHidden, "off by default")
    }

    @Test func aTapInTheContentTogglesTheBars() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, _) = scene()
        window.tap(at: CGPoint(x: 200, y: 400))
        #expect(!navigation.isNavigationBarHidden, "off by default")
        navigation.hidesBarsOnTap = true
        window.tap(at: CGPoint(x: 200, y: 400))
        finishTransitions(in: window)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        window.tap(at: CGPoint(x: 200, y: 400))
        finishTransitions(in: window)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        window.tap(at: CGPoint(x: 200, y: 47 + 22))
        finishTransitions(in: window)
        #expect(!navigation.isNavigationBarHidden, "a tap on the bar is the bar's")
    }
}
