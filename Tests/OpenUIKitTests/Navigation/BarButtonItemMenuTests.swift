import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Bar button item menus and badges", .manualClock)
struct BarButtonItemMenuTests {
    private func scene(_ items: [UIBarButtonItem]) -> (UIWindow, UIViewController) {
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        screen.navigationItem.title = "Plants"
        screen.navigationItem.rightBarButtonItems = items
        let window = presentationScene(UINavigationController(rootViewController: screen))
        return (window, screen)
    }

    private func centre(_ view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test func anItemWithoutAPrimaryActionShowsItsMenuOnATapWithTheItemAsSender() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var sender: Any?
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: UIMenu(children: [
            UIAction(title: "Select") { action in sender = action.sender },
        ]))
        let (window, _) = scene([item])
        let view = try #require(item.shownView)
        window.tap(at: centre(view, in: window))
        finishTransitions(in: window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        let itemFrame = view.convert(view.bounds, to: overlay)
        #expect(isClose(overlay.chrome.frame.maxX, itemFrame.maxX) && isClose(overlay.chrome.frame.minY, itemFrame.minY),
                "the menu grows out of the trailing item, its trailing edge on the item's: \(overlay.chrome.frame) \(itemFrame)")
        let row = try #require(overlay.list.itemViews.first)
        window.tap(at: centre(row, in: window))
        #expect((sender as? UIBarButtonItem) === item)
    }

    @Test func aPopUpItemTakesTheChosenTitle() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let item = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [
            UIAction(title: "Name") { _ in }, UIAction(title: "Date Watered") { _ in },
        ]))
        item.changesSelectionAsPrimaryAction = true
        let (window, _) = scene([item])
        var button = try #require(item.shownView as? UIButton)
        #expect(button.titleLabel?.text == "Name")
        let narrow = button.bounds.width
        window.tap(at: centre(button, in: window))
        finishTransitions(in: window)
        let overlay = try #require(MenuOverlayView.shown(in: window))
        let row = try #require(overlay.list.itemViews.last)
        window.tap(at: centre(row, in: window))
        finishTransitions(in: window)
        button = try #require(item.shownView as? UIButton)
        #expect(button.titleLabel?.text == "Date Watered")
        #expect(button.bounds.width > narrow, "the item widens for the longer title")
    }

    @Test func aBadgeSitsOnTheItemsTopTrailingCornerInRed() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let item = UIBarButtonItem(image: UIImage(systemName: "trash"), primaryAction: UIAction { _ in })
        item.badge = .count(3)
        #expect(item.badge?.stringValue == "3")
        #expect(UIBarButtonItem.Badge.indicator().stringValue == nil)
        let (window, _) = scene([item])
        let view = try #require(item.shownView)
        let ancestors = sequence(first: view, next: \.superview)
        let badge = try #require(ancestors.lazy.compactMap { $0.subviews.lazy.compactMap { $0 as? CornerBadgeView }.first }.first)
        #expect(badge.text == "3" && !badge.isHidden)
        let corner = view.convert(CGPoint(x: view.bounds.maxX, y: view.bounds.minY), to: window)
        let badgeFrame = badge.convert(badge.bounds, to: window)
        #expect(abs(badgeFrame.midY - corner.y) < 12 && abs(badgeFrame.midX - corner.x) < 12, "\(badgeFrame) at \(corner)")
        let pixels = try #require(window.renderedImage().cgImage)
        let fill = pixels.rgba(atX: Int(badgeFrame.minX + 3), y: Int(badgeFrame.midY))
        #expect(fill.red > 200 && fill.green < 90, "system red: \(fill)")
        #expect(view.accessibilityValue == "3")
    }
}
