import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UISheetPresentationController", .manualClock)
struct UISheetPresentationControllerTests {
    /// 844 - 47 (top safe area) - 10 (gap) - 34 (bottom safe area).
    private let maximumValue: CGFloat = 753

    private func presentSheet(_ configure: (UISheetPresentationController) -> Void = { _ in }) -> (UIWindow, UIViewController, UIViewController, UISheetPresentationController) {
        let root = UIViewController()
        let window = presentationScene(root)
        let content = UIViewController()
        let sheet = content.sheetPresentationController!
        configure(sheet)
        root.present(content, animated: false)
        window.layoutIfNeeded()
        return (window, root, content, sheet)
    }

    @Test func aLargeSheetReachesTheEdgesAndIsOpaque() throws {
        let (window, _, content, sheet) = presentSheet()
        let chrome = try #require(sheet.presentedView as? PresentationChromeView)
        #expect(chrome.frame == CGRect(x: 0, y: 47 + 10, width: 390, height: 844 - 57))
        #expect(chrome.fillView.alpha == 1, "opaque at full height")
        #expect(content.view.superview != nil && content.view.frame.size == chrome.bounds.size)
        #expect(content.view.safeAreaInsets.bottom == 34 && content.view.safeAreaInsets.top == 0)
        #expect(content.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.frameOfPresentedViewInContainerView == chrome.frame)
        _ = window
    }

    @Test func aMediumSheetFloatsOnGlassInsetFromTheEdges() throws {
        let (window, _, content, sheet) = presentSheet { $0.detents = [.medium(), .large()] }
        defer { withExtendedLifetime(window) {} }
        let chrome = try #require(sheet.presentedView as? PresentationChromeView)
        let medium = (maximumValue * 0.5).rounded()
        #expect(chrome.frame == CGRect(x: 8, y: 844 - 34 - medium, width: 374, height: 844 - 8 - (844 - 34 - medium)))
        #expect(chrome.fillView.alpha == 0, "glass shows below full height")
        #expect(content.view.safeAreaInsets.bottom == 26, "the home indicator's room, less the inset")
        #expect(isClose(chrome.glass.effectiveRadius(corner: .bottomLeft), 55 - 8), "concentric with the display's corners")
        #expect(sheet.currentDetentIdentifier == .medium)
    }

    @Test func customDetentsResolveAndBadOnesAreLeftOut() throws {
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 200 }
        let broken = UISheetPresentationController.Detent.custom { _ in .nan }
        let huge = UISheetPresentationController.Detent.custom(identifier: .init("huge")) { _ in .infinity }
        let (window, _, _, sheet) = presentSheet { $0.detents = [broken, huge, small] }
        defer { withExtendedLifetime(window) {} }
        let chrome = try #require(sheet.presentedView as? PresentationChromeView)
        #expect(isClose(chrome.frame.minY, 844 - 34 - 200), "the smallest detent that resolved")
        sheet.selectedDetentIdentifier = .init("huge")
        sheet.containerView?.layoutIfNeeded()
        #expect(chrome.frame.minY == 57, "an infinite detent is clamped to full height")
        sheet.detents = []
        #expect(sheet.detents.map(\.identifier) == [.large], "no detents means large")
    }

    @Test func draggingUpSettlesAtTheLargerDetentAndTellsTheDelegate() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let delegate = PresentationDelegateJournal()
        let (window, _, _, sheet) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
            $0.delegate = delegate
        }
        let chrome = try #require(sheet.presentedView as? PresentationChromeView)
        #expect(!chrome.grabber.isHidden)
        let top = chrome.frame.minY
        window.drag(from: CGPoint(x: 195, y: top + 10), by: CGPoint(x: 0, y: -250), steps: 10)
        finishTransitions(in: window)
        #expect(sheet.selectedDetentIdentifier == .large && chrome.frame.minY == 57)
        #expect(delegate.entries == ["detent com.apple.UIKit.large"], "\(delegate.entries)")
        withExtendedLifetime(delegate) {}
    }

    @Test func tappingTheGrabberCyclesThroughTheDetents() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let button = UIButton(type: .system)
        let (window, _, content, sheet) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
        }
        let chrome = try #require(sheet.presentedView as? PresentationChromeView)
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .primaryActionTriggered)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        content.view.addSubview(button)
        func tapGrabber() {
            window.tap(at: chrome.convert(CGPoint(x: chrome.grabber.frame.midX + 15, y: chrome.grabber.frame.midY + 4), to: window))
            finishTransitions(in: window)
        }
        tapGrabber()
        #expect(sheet.selectedDetentIdentifier == .large && chrome.frame.minY == 57, "to the next larger detent")
        tapGrabber()
        #expect(sheet.currentDetentIdentifier == .medium, "and from the largest back to the smallest")
        window.tap(at: button.convert(CGPoint(x: 50, y: 22), to: window))
        #expect(tapped == 1 && sheet.currentDetentIdentifier == .medium, "a tap away from the grabber is the content's")
        sheet.prefersGrabberVisible = false
        tapGrabber()
        #expect(sheet.currentDetentIdentifier == .medium, "no grabber, nothing to tap")
    }

    @Test func draggingDownFarDismissesAfterAskingTheDelegate() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let delegate = PresentationDelegateJournal()
        let (window, root, content, sheet) = presentSheet {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        let top = try #require(sheet.presentedView).frame.minY
        window.drag(from: CGPoint(x: 195, y: top + 20), by: CGPoint(x: 0, y: 300), steps: 10)
        finishTransitions(in: window)
        #expect(delegate.entries == ["shouldDismiss", "willDismiss", "didDismiss"], "\(delegate.entries)")
        #expect(root.presentedViewController == nil && content.view.window == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func aSheetThatRefusesDismissalSettlesBack() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let delegate = PresentationDelegateJournal()
        delegate.allowsDismissal = false
        let (window, root, content, sheet) = presentSheet {
            $0.detents = [.medium()]
            $0.delegate = delegate
        }
        let chrome = try #require(sheet.presentedView)
        let top = chrome.frame.minY
        window.drag(from: CGPoint(x: 195, y: top + 20), by: CGPoint(x: 0, y: 300), steps: 10)
        finishTransitions(in: window)
        #expect(delegate.entries == ["shouldDismiss", "didAttempt"], "\(delegate.entries)")
        #expect(root.presentedViewController === content && chrome.frame.minY == top)
        content.isModalInPresentation = true
        delegate.entries.removeAll()
        window.drag(from: CGPoint(x: 195, y: top + 20), by: CGPoint(x: 0, y: 300), steps: 10)
        TestClock.advance(by: 0)
        #expect(chrome.frame.minY < top + 150, "resists a drag down when modal: \(chrome.frame.minY)")
        finishTransitions(in: window)
        #expect(delegate.entries == ["didAttempt"], "isModalInPresentation refuses without asking")
        withExtendedLifetime(delegate) {}
    }

    @Test func undimmedDetentsLetTouchesReachTheContentBehind() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root, _, sheet) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Behind") { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        root.view.addSubview(button)
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 100, y: 122))
        #expect(taps == 1 && root.presentedViewController != nil, "undimmed: the tap reaches the button, the sheet stays")
        sheet.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 100, y: 30))
        finishTransitions(in: window)
        #expect(taps == 1 && root.presentedViewController == nil, "dimmed: a tap outside dismisses")
    }

    @Test func theSheetSlidesUpFromTheBottom() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let root = UIViewController()
        let window = presentationScene(root)
        let content = UIViewController()
        content.sheetPresentationController?.detents = [.medium()]
        root.present(content, animated: true)
        TestClock.advance(by: 0.05)
        let chrome = try #require(content.sheetPresentationController?.presentedView)
        let early = try #require(chrome.layer.presentation()).frame.minY
        #expect(early > chrome.frame.minY + 50 && early < 844, "on its way up: \(early)")
        finishTransitions(in: window)
        #expect(try #require(chrome.layer.presentation()).frame.minY == chrome.frame.minY)
    }

    // MARK: Scrolling content

    /// A sheet whose content is one tall scroll view.
    private func presentScrollingSheet(expands: Bool = true) -> (UIWindow, UIScrollView, UISheetPresentationController) {
        let root = UIViewController()
        let window = presentationScene(root)
        let content = UIViewController()
        let scrollView = UIScrollView(frame: content.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3_000)
        content.view.addSubview(scrollView)
        let sheet = content.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
        root.present(content, animated: false)
        window.layoutIfNeeded()
        return (window, scrollView, sheet)
    }

    @Test func draggingScrolledToTopContentUpExpandsTheSheetBeforeScrolling() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scrollView, sheet) = presentScrollingSheet()
        let chrome = try #require(sheet.presentedView)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge, "UIKit's default")
        window.drag(from: CGPoint(x: 195, y: chrome.frame.minY + 100), by: CGPoint(x: 0, y: -250), steps: 10)
        finishTransitions(in: window)
        #expect(sheet.selectedDetentIdentifier == .large && chrome.frame.minY == 57, "the sheet expanded: \(chrome.frame)")
        #expect(isClose(scrollView.contentOffset.y, -scrollView.adjustedContentInset.top), "the content did not scroll")
        // At the largest detent the same drag scrolls the content.
        window.drag(from: CGPoint(x: 195, y: 500), by: CGPoint(x: 0, y: -250), steps: 10)
        finishTransitions(in: window)
        #expect(scrollView.contentOffset.y > 100 && chrome.frame.minY == 57)
    }

    @Test func draggingScrolledToTopContentDownMovesTheSheetDown() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scrollView, sheet) = presentScrollingSheet()
        sheet.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        let chrome = try #require(sheet.presentedView)
        window.drag(from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 250), steps: 10)
        finishTransitions(in: window)
        #expect(sheet.selectedDetentIdentifier == .medium && chrome.frame.minY > 300, "\(chrome.frame)")
        // Scrolled down a way, a downward drag scrolls the content back instead.
        sheet.selectedDetentIdentifier = .large
        window.layoutIfNeeded()
        scrollView.contentOffset.y = 600
        window.drag(from: CGPoint(x: 195, y: 300), by: CGPoint(x: 0, y: 250), steps: 10)
        finishTransitions(in: window)
        #expect(sheet.selectedDetentIdentifier == .large && scrollView.contentOffset.y < 600)
    }

    @Test func withoutExpandingTheContentScrollsAtEveryDetent() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, scrollView, sheet) = presentScrollingSheet(expands: false)
        let chrome = try #require(sheet.presentedView)
        let top = chrome.frame.minY
        window.drag(from: CGPoint(x: 195, y: top + 100), by: CGPoint(x: 0, y: -250), steps: 10)
        finishTransitions(in: window)
        #expect(chrome.frame.minY == top && sheet.currentDetentIdentifier == .medium)
        #expect(scrollView.contentOffset.y > 100)
    }
}
