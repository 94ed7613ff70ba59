import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIPopoverPresentationController", .manualClock)
struct UIPopoverPresentationControllerTests {
    /// A screen in a navigation controller with a calendar item on the right of its bar.
    private func barScene() -> (UIWindow, UIViewController, UIBarButtonItem) {
        let screen = UIViewController()
        let item = UIBarButtonItem(image: UIImage(systemName: "calendar"))
        screen.navigationItem.rightBarButtonItem = item
        let window = presentationScene(UINavigationController(rootViewController: screen))
        return (window, screen, item)
    }

    private func popover(size: CGSize = CGSize(width: 300, height: 240)) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        return content
    }

    @Test func onAPhoneAPopoverAdaptsToASheetUnlessTheDelegateSaysNone() throws {
        let (window, screen, item) = barScene()
        let content = popover()
        content.popoverPresentationController?.sourceItem = item
        screen.present(content, animated: false)
        let popover = try #require(content.popoverPresentationController)
        #expect(content.presentationController === popover, "the popover stays the presentation controller")
        #expect(popover.adaptiveSheetPresentationController.containerView != nil, "shown as its adaptive sheet")
        #expect(popover.containerView == nil)
        screen.dismiss(animated: false)

        let delegate = PresentationDelegateJournal()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let second = self.popover()
        second.popoverPresentationController?.sourceItem = item
        second.popoverPresentationController?.delegate = delegate
        screen.present(second, animated: false)
        let shown = try #require(second.popoverPresentationController)
        #expect(shown.containerView != nil && delegate.entries == ["prepare"])
        _ = window
        withExtendedLifetime(delegate) {}
    }

    @Test func thePopoverSitsBelowItsBarItemInsideTheScreen() throws {
        let (window, screen, item) = barScene()
        let delegate = PresentationDelegateJournal()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let content = popover()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceItem = item
        popover.delegate = delegate
        screen.present(content, animated: false)
        let source = try #require(item.frame(in: window))
        let frame = try #require(popover.presentedView).frame
        #expect(popover.arrowDirection == .up)
        #expect(frame.minY == source.maxY + 8 && frame.size == CGSize(width: 300, height: 240))
        #expect(isClose(frame.maxX, 390 - 10), "kept inside the layout margins: \(frame)")
        #expect(content.view.frame.size == frame.size)
        withExtendedLifetime(delegate) {}
    }

    @Test func aTapOutsideDismissesAfterAskingAndPassthroughViewsTakeTheirTouches() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen, item) = barScene()
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Pass") { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 700, width: 120, height: 44)
        screen.view.addSubview(button)
        let delegate = PresentationDelegateJournal()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let content = popover()
        content.popoverPresentationController?.sourceItem = item
        content.popoverPresentationController?.delegate = delegate
        content.popoverPresentationController?.passthroughViews = [button]
        screen.present(content, animated: true)
        finishTransitions(in: window)
        window.tap(at: CGPoint(x: 60, y: 722))
        #expect(taps == 1 && screen.presentedViewController === content, "a passthrough view takes the tap")
        delegate.entries.removeAll()
        delegate.allowsDismissal = false
        window.tap(at: CGPoint(x: 60, y: 500))
        finishTransitions(in: window)
        #expect(delegate.entries == ["shouldDismissPopover", "shouldDismiss", "didAttempt"], "\(delegate.entries)")
        #expect(screen.presentedViewController === content)
        delegate.entries.removeAll()
        delegate.allowsDismissal = true
        window.tap(at: CGPoint(x: 60, y: 500))
        finishTransitions(in: window)
        #expect(delegate.entries == ["shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismiss", "didDismissPopover"], "\(delegate.entries)")
        #expect(screen.presentedViewController == nil && taps == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func thePopoverGrowsOutOfItsSource() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen, item) = barScene()
        let delegate = PresentationDelegateJournal()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let content = popover()
        content.popoverPresentationController?.sourceItem = item
        content.popoverPresentationController?.delegate = delegate
        screen.present(content, animated: true)
        TestClock.advance(by: 0.04)
        let chrome = try #require(content.popoverPresentationController?.presentedView)
        let early = try #require(chrome.layer.presentation()).frame
        #expect(early.width < chrome.frame.width && early.height < chrome.frame.height, "still growing: \(early)")
        #expect(early.width > 0)
        finishTransitions(in: window)
        #expect(try #require(chrome.layer.presentation()).frame == chrome.frame)
        withExtendedLifetime(delegate) {}
    }

    @Test func badGeometryIsClampedNotFatal() throws {
        let (window, screen, _) = barScene()
        let delegate = PresentationDelegateJournal()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let content = popover(size: CGSize(width: CGFloat.nan, height: .infinity))
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = UIView()   // not in a window
        popover.sourceRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        popover.popoverLayoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        popover.delegate = delegate
        screen.present(content, animated: false)
        let frame = try #require(popover.presentedView).frame
        #expect(frame.isFiniteRect && frame.width > 0 && frame.height > 0, "\(frame)")
        #expect(window.bounds.contains(frame))
        withExtendedLifetime(delegate) {}
    }
}
