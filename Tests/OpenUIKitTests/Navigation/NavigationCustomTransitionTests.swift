import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Cross-fades the arriving screen in over the leaving one.
@MainActor
private final class CrossFade: UIViewControllerAnimatedTransitioning {
    var operations: [String] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else { return }
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in context.completeTransition(true) }
    }
    func animationEnded(_ transitionCompleted: Bool) { operations.append("ended \(transitionCompleted)") }
}

@MainActor
private final class FadingNavigation: UINavigationControllerDelegate {
    let animator = CrossFade()
    var asked: [UINavigationController.Operation] = []
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append(operation)
        return animator
    }
}

@MainActor
@Suite("Navigation with a custom animator", .serialized)
struct NavigationCustomTransitionTests {
    @Test func theDelegatesAnimatorMovesPushesAndPopsUnderTheBar() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let list = UIViewController()
        list.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: list)
        let delegate = FadingNavigation()
        navigation.delegate = delegate
        let window = presentationScene(navigation)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        navigation.pushViewController(detail, animated: true)
        let container = try #require(detail.view.superview)
        #expect(container !== navigation.view && container.superview === navigation.view, "both screens sit in a container")
        #expect(navigation.view.subviews.firstIndex { $0 === container }! < navigation.view.subviews.firstIndex { $0 === navigation.navigationBar }!,
                "under the bar")
        TestClock.advance(by: 0.15)
        let alpha = try #require(detail.view.layer.presentation()).opacity
        #expect(alpha > 0.05 && alpha < 0.95, "the animator fades the screen in: \(alpha)")
        finishTransitions(in: window)
        #expect(detail.view.superview === navigation.view && container.superview == nil && list.viewIfLoaded?.window == nil)
        #expect(navigation.topViewController === detail)
        navigation.popViewController(animated: true)
        finishTransitions(in: window)
        #expect(navigation.topViewController === list && list.view.superview === navigation.view)
        #expect(delegate.asked == [.push, .pop] && delegate.animator.operations == ["ended true", "ended true"])
    }
}
