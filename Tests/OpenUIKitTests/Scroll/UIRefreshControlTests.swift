import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Pull to refresh", .manualClock)
struct UIRefreshControlTests {
    private func scene() -> (UIWindow, UIScrollView, UIRefreshControl, Counter) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 300, height: 2000)
        let refresh = UIRefreshControl()
        let counter = Counter()
        refresh.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        window.addSubview(scroll)
        window.layoutIfNeeded()
        return (window, scroll, refresh, counter)
    }

    private final class Counter { var count = 0 }

    @Test func aLongPullStartsARefreshAndTheContentRestsBelowTheSpinner() {
        let (window, scroll, refresh, counter) = scene()
        #expect(refresh.superview === scroll)
        window.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: 0, y: 300), steps: 15, hold: 0.2)
        #expect(counter.count == 1, "the pull sent one value change")
        #expect(refresh.isRefreshing)
        TestClock.advance(by: 2)
        window.layoutIfNeeded()
        #expect(abs(scroll.contentOffset.y + 60) < 1, "resting below the spinner: \(scroll.contentOffset.y)")
        #expect(scroll.adjustedContentInset.top == 60)
        let spinner = refresh.convert(CGRect(origin: .zero, size: refresh.bounds.size), to: window)
        #expect(spinner.minY >= -1 && spinner.maxY <= 61, "the control shows in the room above the content: \(spinner)")

        refresh.endRefreshing()
        TestClock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(!refresh.isRefreshing)
        #expect(abs(scroll.contentOffset.y) < 0.5, "the content slid back up: \(scroll.contentOffset.y)")
        #expect(counter.count == 1)
    }

    @Test func aShortPullSpringsBackWithoutRefreshing() {
        let (window, scroll, refresh, counter) = scene()
        window.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: 0, y: 80), steps: 8, hold: 0.2)
        TestClock.advance(by: 2)
        #expect(counter.count == 0 && !refresh.isRefreshing)
        #expect(abs(scroll.contentOffset.y) < 0.5)
    }

    @Test func beginRefreshingMakesRoomWithoutSendingAnAction() {
        let (window, scroll, refresh, counter) = scene()
        refresh.beginRefreshing()
        TestClock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(refresh.isRefreshing && counter.count == 0)
        #expect(abs(scroll.contentOffset.y + 60) < 0.5)
        scroll.refreshControl = nil
        #expect(refresh.superview == nil)
    }
}
