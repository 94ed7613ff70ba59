import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Presentation", .manualClock)
struct UIViewControllerPresentationTests {
    @Test func fullScreenPresentationCallsAppearanceInUIKitsOrderAndHidesWhatItCovers() {
        TestClock.start()
        defer { TestClock.stop() }
        let journal = JournalingViewController.Journal()
        let a = JournalingViewController("A", journal: journal), b = JournalingViewController("B", journal: journal)
        let window = presentationScene(a)
        journal.entries.removeAll()
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(journal.entries == ["A.willDisappear", "B.willAppear"], "\(journal.entries)")
        #expect(a.presentedViewController === b && b.presentingViewController === a, "linked at once, as in UIKit")
        #expect(!completed)
        finishTransitions(in: window)
        #expect(journal.entries == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"], "\(journal.entries)")
        #expect(completed && b.view.frame == window.bounds)
        #expect(a.view.isHidden, "nothing draws under an opaque full-screen presentation")
        journal.entries.removeAll()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        #expect(!a.view.isHidden)
        finishTransitions(in: window)
        #expect(journal.entries == ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"], "\(journal.entries)")
        #expect(dismissed && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.viewIfLoaded?.window == nil && window.subviews.count == 1, "the container left the window")
    }

    @Test func overFullScreenKeepsThePresenterOnScreenWithoutAppearanceCalls() {
        let journal = JournalingViewController.Journal()
        let a = JournalingViewController("A", journal: journal), b = JournalingViewController("B", journal: journal)
        let window = presentationScene(a)
        journal.entries.removeAll()
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: false)
        #expect(journal.entries == ["B.willAppear", "B.didAppear"], "\(journal.entries)")
        #expect(!a.view.isHidden && b.view.window === window)
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil && b.view.window == nil)
    }

    @Test func aChildPresentsThroughItsOutermostContainer() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = presentationScene(navigation)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(sheet.presentingViewController === navigation)
        #expect(root.presentedViewController === sheet && navigation.presentedViewController === sheet)
        let content = UIViewController()
        let inner = UINavigationController(rootViewController: content)
        navigation.dismiss(animated: false)
        navigation.present(inner, animated: false)
        #expect(content.presentingViewController === navigation, "a presented container's children are presented too")
        content.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil && inner.view.window == nil)
        _ = window
    }

    @Test func refusedPresentationsLogUIKitsMessageAndChangeNothing() {
        let root = UIViewController()
        let window = presentationScene(root)
        let first = UIViewController(), second = UIViewController()
        let messages = ConsoleLogCapture.messages {
            root.present(first, animated: false)
            root.present(second, animated: false)
            UIViewController().present(UIViewController(), animated: false)
            first.present(first, animated: false)
        }
        #expect(root.presentedViewController === first && second.presentingViewController == nil)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.contains("which is already presenting") == true)
        #expect(messages.dropFirst().first?.contains("whose view is not in the window hierarchy") == true)
        _ = window
    }

    @Test func dismissingALowerPresentationTakesTheUpperOnesWithIt() {
        let root = UIViewController()
        let window = presentationScene(root)
        let first = UIViewController(), second = UIViewController()
        second.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.presentedViewController === second && second.presentingViewController === first)
        var called = false
        root.dismiss(animated: false) { called = true }
        #expect(called && root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(window.subviews.count == 1 && !root.view.isHidden)
        var calledWithNothing = false
        root.dismiss(animated: false) { calledWithNothing = true }
        #expect(calledWithNothing, "nothing to dismiss still completes")
    }

    @Test func presentationControllerFollowsTheStyleUntilPresented() {
        let controller = UIViewController()
        #expect(controller.sheetPresentationController != nil, ".automatic is a sheet")
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil && controller.popoverPresentationController === popover, "made once")
        #expect(controller.sheetPresentationController == nil)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.presentationController.map { type(of: $0) == UIPresentationController.self } == true)
    }
}
