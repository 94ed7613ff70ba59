import OpenUIKitShim
import Testing

/// Seed 004's Insights screen with Apple's API only: a calendar bar button item with a
/// custom view, a date picker shown as a popover grown out of it with its delegate, and a
/// sheet with detents.
final class InsightsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    var calendarBarButtonItem: UIBarButtonItem?
    var prepared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        let button = UIButton(configuration: .plain())
        button.configuration?.title = "March"
        let barButtonItem = UIBarButtonItem(customView: button)
        navigationItem.rightBarButtonItem = barButtonItem
        calendarBarButtonItem = barButtonItem
    }

    func calendarButtonTapped() -> UIViewController {
        let popoverVC = UIViewController()
        popoverVC.preferredContentSize = CGSize(width: 320, height: 300)
        popoverVC.modalPresentationStyle = .popover
        popoverVC.popoverPresentationController?.sourceItem = calendarBarButtonItem
        popoverVC.popoverPresentationController?.delegate = self
        present(popoverVC, animated: true)
        return popoverVC
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.presentedViewController.view.layoutIfNeeded()
        prepared = true
    }
}

@MainActor
@Suite struct PresentationShimTests {
    @Test func seed004sPopoverAndSheetWorkWithApplesAPIOnly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let insights = InsightsViewController()
        window.rootViewController = UINavigationController(rootViewController: insights)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let popover = insights.calendarButtonTapped()
        #expect(insights.presentedViewController === popover && insights.prepared)
        let presentation = try #require(popover.popoverPresentationController)
        let source = try #require(insights.calendarBarButtonItem?.customView)
        let frame = try #require(presentation.presentedView).frame
        #expect(frame.minY > source.convert(source.bounds, to: window).maxY, "below its bar item")
        #expect(frame.width == 320 && presentation.arrowDirection == .up, "\(presentation.arrowDirection) \(frame) \(source.convert(source.bounds, to: window))")
        insights.dismiss(animated: false)

        let details = UIViewController()
        if let sheet = details.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        insights.present(details, animated: false)
        let sheetFrame = try #require(details.sheetPresentationController?.presentedView).frame
        #expect(sheetFrame.minY > 300 && sheetFrame.minX > 0, "a floating medium sheet: \(sheetFrame)")
        insights.dismiss(animated: false)
        insights.definesPresentationContext = true
        let banner = UIViewController()
        banner.modalPresentationStyle = .overCurrentContext
        insights.present(banner, animated: false)
        #expect(banner.presentingViewController === insights)
        let cover = UIViewController()
        cover.modalPresentationStyle = .currentContext
        #expect(cover.modalPresentationStyle.rawValue == 3)
    }

    @Test func customTransitionsCompileWithApplesAPIOnly() {
        final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let view = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) else {
                    return transitionContext.completeTransition(false)
                }
                view.frame = transitionContext.finalFrame(for: controller)
                transitionContext.containerView.addSubview(view)
                UIView.animate(withDuration: 0.25, animations: { view.alpha = 1 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Slide() }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitions = Transitions()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        root.present(card, animated: false)
        #expect(root.presentedViewController === card)
        withExtendedLifetime(transitions) {}
    }

    @Test func navigationAnimatorsCompileWithApplesAPIOnly() {
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
                transitionContext.completeTransition(true)
            }
        }
        final class Navigator: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operation == .push ? Fade() : nil
            }
        }
        let navigator = Navigator()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = navigator
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.viewControllers.count == 2)
        withExtendedLifetime(navigator) {}
    }

    @Test func transitionCoordinatorsCompileWithApplesAPIOnly() {
        final class Screen: UIViewController {
            var alongside = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(alongsideTransition: { _ in self.alongside = true }, completion: nil)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let screen = Screen()
        navigation.pushViewController(screen, animated: false)
        #expect(screen.alongside && navigation.transitionCoordinator == nil)
    }
}
