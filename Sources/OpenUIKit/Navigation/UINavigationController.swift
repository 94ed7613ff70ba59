import Foundation

/// A stack of view controllers with a bar on top: push a screen to drill in, the back
/// button (or `popViewController`) returns.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: PlantsViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(PlantDetailViewController(plant: plant), animated: true)
/// ```
///
/// Screens extend under the bar; their safe area (and so a scroll view's adjusted insets)
/// keeps content clear of it, and the content scrolling under it fades through the top
/// scroll edge effect, as in iOS 26. Appearance callbacks arrive in UIKit's order: the
/// leaving screen's `viewWillDisappear`, the arriving one's `viewWillAppear`, the
/// delegate's `willShow`, then after the slide `viewDidDisappear`, `viewDidAppear` and
/// `didShow`.
///
/// Set `isToolbarHidden` to `false` to show a toolbar along the bottom with the top
/// screen's `toolbarItems`.
///
/// A drag from the leading edge pops the top screen interactively
/// (`interactivePopGestureRecognizer`; disable it to turn the swipe off).
///
/// The bar's items morph between the two screens' glass as they slide, and follow the
/// finger during the swipe back; so do animations run alongside through
/// `transitionCoordinator`. A delegate can supply its own animator
/// (`navigationController(_:animationControllerFor:from:to:)`) and an interaction
/// controller that drives it from a gesture (``UIPercentDrivenInteractiveTransition``).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar on top of the stack.
    public private(set) var navigationBar: UINavigationBar
    /// The bar along the bottom, showing the top screen's `toolbarItems` (hidden by default).
    public private(set) var toolbar: UIToolbar!
    /// Told when screens show.
    open weak var delegate: UINavigationControllerDelegate?
    /// How long a push or pop slides.
    static let transitionDuration: TimeInterval = 0.45

    var stack: [UIViewController] = []
    /// The screen whose view is shown (the top one once a transition ends).
    var shownController: UIViewController?
    /// Ends the running transition at once (a new one finishes the previous first).
    var finishTransition: (() -> Void)?
    /// Where the top screen's content scroll view is watched for the bar's edge effect.
    private let edgeElements = UIScrollEdgeElementContainerInteraction()
    /// Where the top screen's content scroll view is watched for the toolbar's edge effect.
    private let bottomEdgeElements = UIScrollEdgeElementContainerInteraction()
    /// Hides and shows the bar and the toolbar, sliding them when animated.
    let barHiding = BarHiding()
    /// The swipe from the leading edge that pops the top screen (see
    /// UINavigationController+InteractivePop.swift).
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()
    /// Whether an upward swipe in the content hides the bar (and a shown toolbar), and a
    /// downward one shows them again (see UINavigationController+HidesBars.swift).
    open var hidesBarsOnSwipe = false
    /// Whether a tap in the content hides or shows the bars.
    open var hidesBarsOnTap = false { didSet { barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap } }
    /// The tap that hides and shows the bars when `hidesBarsOnTap` is on.
    public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()
    /// Told when a change of the stack has settled (a managing tab group's selection
    /// follows the top screen).
    var stackDidSettle: (() -> Void)?
    /// Where the content was when the current swipe last hid or showed the bars.
    var swipeAnchor: CGFloat?
    /// Whether the toolbar went with the bar, so that it comes back with it.
    var toolbarHiddenWithBars = false
    /// The screens an interactive pop moves between, and its coordinator, while the user drags.
    var interactivePop: (from: UIViewController, to: UIViewController, coordinator: TransitionCoordinator)?

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller whose bar is of `navigationBarClass` (a `UINavigationBar` subclass).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
        if let barClass = navigationBarClass as? UINavigationBar.Type { navigationBar = barClass.init(frame: .zero) }
        if let toolbarClass = toolbarClass as? UIToolbar.Type { toolbar = toolbarClass.init(frame: .zero) }
        setUpBars()
    }

    // Designated, as in UIKit, so subclasses that add no initializer inherit them all.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUpInteractivePop()
        setUpBarHiding()
        setUpBars()
    }

    /// Wires the bar and the toolbar to the controller (again after a custom class replaced them).
    private func setUpBars() {
        toolbar.isHidden = true
        toolbar.defaultPosition = .bottom
        bottomEdgeElements.edge = .bottom
        bottomEdgeElements.scrollViewDidLayout = { [weak self] scrollView in self?.contentDidScrollUnderToolbar(scrollView) }
        bottomEdgeElements.view?.removeInteraction(bottomEdgeElements)
        toolbar.addInteraction(bottomEdgeElements)
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.heightMayHaveChanged = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
        edgeElements.edge = .top
        edgeElements.scrollViewDidLayout = { [weak self] scrollView in self?.contentDidScroll(scrollView) }
        edgeElements.view?.removeInteraction(edgeElements)
        navigationBar.addInteraction(edgeElements)
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        if let interactivePopGestureRecognizer { view.addGestureRecognizer(interactivePopGestureRecognizer) }
        view.addGestureRecognizer(barHideOnTapGestureRecognizer)
        view.addSubview(toolbar)
        view.addSubview(navigationBar)
        if let shownController { view.insertSubview(shownController.view, belowSubview: toolbar) }
    }

    // MARK: The stack

    /// The stack, bottom first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The screen showing: the top one.
    open var visibleViewController: UIViewController? { stack.last }

    /// Pushes `viewController` on the stack and shows it (sliding in from the trailing edge).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        replaceStack(with: stack + [viewController], animated: animated, popping: false)
    }

    /// Pops the top screen; returns it (`nil` at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated, popping: true)
        return top
    }

    /// Pops every screen above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the screens above `viewController`; returns them (`nil` when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        replaceStack(with: Array(stack[...index]), animated: animated, popping: true)
        return popped
    }

    /// Replaces the stack; the new top slides in as a push when it was not on the stack,
    /// as a pop when it was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let popping = unique.last.map { top in stack.contains { $0 === top } } ?? false
        replaceStack(with: unique, animated: animated, popping: popping)
    }

    // MARK: The bar

    /// How long animated hiding and showing of the bars takes.
    public static let hideShowBarDuration = CGFloat(BarHiding.duration)

    /// Whether the bar is hidden (from the moment an animated hide begins).
    open var isNavigationBarHidden: Bool {
        get { !barHiding.isShown(navigationBar) }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it up off the screen or down onto it when
    /// animated; the screens' safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        barHiding.set(navigationBar, hidden: hidden, animated: animated, in: viewIfLoaded) {
            navigationBarFrame.offsetBy(dx: 0, dy: -navigationBarFrame.maxY)
        }
    }

    // MARK: Layout

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    /// The bar across the top (below the status bar's room), the toolbar floating at the
    /// bottom, the shown screen filling the view under them, with their room in its safe area.
    private func layoutBarAndContent() {
        let bounds = view.bounds
        updatePopEdge()
        layoutNavigationBarFrame()
        let toolbarCovers = layoutToolbar()
        for controller in stack {
            // A screen with a large title keeps the whole large title area in its safe
            // area; the area collapses over its content as it scrolls.
            let barCovers = !barHiding.isShown(navigationBar) ? 0 : navigationBar.contentHeight(for: controller.navigationItem)
            guard controller.contentOverlayInsets.top != barCovers || controller.contentOverlayInsets.bottom != toolbarCovers else { continue }
            controller.contentOverlayInsets.top = barCovers
            controller.contentOverlayInsets.bottom = toolbarCovers
        }
        if finishTransition == nil, interactivePop == nil, let shown = shownController?.viewIfLoaded, shown.frame != bounds { shown.frame = bounds }
        view.bringSubviewToFront(toolbar)
        view.bringSubviewToFront(navigationBar)
        view.bringPresentationsToFront()
        let scrollView = shownController.flatMap(Self.contentScrollView(of:))
        edgeElements.scrollView = scrollView
        bottomEdgeElements.scrollView = barHiding.isShown(toolbar) ? scrollView : nil
    }

    /// The bar across the top: the status bar's room, the row, and what shows of the top
    /// screen's large title.
    private func layoutNavigationBarFrame() {
        var frame = navigationBarFrame
        if barHiding.isSlidingOut(navigationBar) { frame.origin.y = -frame.maxY }
        if navigationBar.frame != frame { navigationBar.frame = frame }
    }

    /// Where the bar rests when shown.
    private var navigationBarFrame: CGRect {
        let height = view.safeAreaInsets.top + navigationBar.shownContentHeight
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
    }

    /// The bar shows its scroll-edge appearance while the content rests at its top, and as
    /// much of the large title as the content has not scrolled over.
    private func contentDidScroll(_ scrollView: UIScrollView) {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationBar.isAtScrollEdge = scrolled <= 0.5
        hideOrShowBarsForSwipe(in: scrollView)
        let full = navigationBar.collapsibleAreaHeight(for: navigationBar.topItem)
        guard full > 0 else { return }
        navigationBar.collapsibleShownHeight = max(0, full - scrolled)
        layoutNavigationBarFrame()
    }

    /// The toolbar shows its scroll-edge appearance while the content rests at its bottom.
    private func contentDidScrollUnderToolbar(_ scrollView: UIScrollView) {
        let bottomOffset = scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
        toolbar.isAtScrollEdge = scrollView.contentOffset.y >= max(-scrollView.adjustedContentInset.top, bottomOffset) - 0.5
    }

    /// The scroll view whose top edge runs under the bar: the one the screen named, its
    /// view, or the first scroll view in it.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        if let named = controller.contentScrollView(for: .top) { return named }
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first { $0 is UIScrollView } as? UIScrollView
    }

    // MARK: Transitions

    /// Makes `newStack` the stack: children join and leave, the bar's items follow, and
    /// the new top's view replaces the shown one (sliding when animated and on screen).
    private func replaceStack(with newStack: [UIViewController], animated: Bool, popping: Bool) {
        finishTransition?()
        let previousStack = stack
        let leaving = stack.filter { old in !newStack.contains { $0 === old } }
        let arriving = newStack.filter { new in !stack.contains { $0 === new } }
        for controller in arriving { addChild(controller) }
        for controller in leaving {
            controller.appearanceCauses.insert(.movingFromParent)
            controller.willMove(toParent: nil)
        }
        stack = newStack
        tabBarController?.updateBottomBarHiding(animated: animated && viewIfLoaded?.window != nil)
        navigationBar.setItems(newStack.map(\.navigationItem), animated: animated)
        // The arriving screen's large title shows whole until its content says otherwise.
        navigationBar.collapsibleShownHeight = .infinity
        toolbar.setItems(newStack.last?.toolbarItems, animated: animated)
        let from = shownController, to = newStack.last
        let settle = { [weak self] in self?.settleStackChange(leaving: leaving, arriving: arriving) }
        guard from !== to else {
            settle()
            return
        }
        shownController = to
        guard let container = viewIfLoaded else {
            settle()
            return
        }
        let onScreen = container.window != nil
        let animates = animated && onScreen && from != nil && to != nil
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: animates,
                                                duration: Self.transitionDuration, style: .none)
        activeTransitionCoordinator = coordinator
        if onScreen {
            from?.beginAppearanceTransition(false, animated: animates)
            to?.beginAppearanceTransition(true, animated: animates)
        }
        if let to { delegate?.navigationController(self, willShow: to, animated: animates) }
        if let toView = to?.view {
            toView.frame = container.bounds
            if popping, let fromView = from?.viewIfLoaded, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, belowSubview: toolbar)
            }
        }
        var finished = false
        let finish = { [weak self] (completed: Bool) in
            guard !finished, let self else { return }
            finished = true
            self.finishTransition = nil
            container.isUserInteractionEnabled = true
            if self.activeTransitionCoordinator === coordinator { self.activeTransitionCoordinator = nil }
            guard completed else {
                self.undoStackChange(back: previousStack, from: from, to: to, leaving: leaving, arriving: arriving, onScreen: onScreen)
                coordinator.end(cancelled: true)
                return
            }
            if from?.viewIfLoaded?.superview === container { from?.viewIfLoaded?.removeFromSuperview() }
            to?.viewIfLoaded?.frame = container.bounds
            if onScreen {
                from?.endAppearanceTransition()
                to?.endAppearanceTransition()
            }
            settle()
            coordinator.end()
            // A container around the stack (a tab bar controller) watches the top screen's scroll view.
            self.parent?.viewIfLoaded?.setNeedsLayout()
            if let to { self.delegate?.navigationController(self, didShow: to, animated: animates) }
        }
        guard animates, let fromView = from?.viewIfLoaded, let toView = to?.viewIfLoaded else {
            coordinator.start()
            finish(true)
            return
        }
        finishTransition = { finish(true) }
        container.isUserInteractionEnabled = false
        if let from, let to,
           let animator = delegate?.navigationController(self, animationControllerFor: popping ? .pop : .push, from: from, to: to) {
            finishTransition = runCustomTransition(animator, from: from, to: to, coordinator: coordinator, finish: finish)
            if coordinator.isInteractive { container.isUserInteractionEnabled = true }
            return
        }
        coordinator.start()
        slide(from: fromView, to: toView, in: container, popping: popping) { finish(true) }
    }

    /// A transition was cancelled: the stack, the bars and the screens go back to how they
    /// were, the arriving screens leave the controller, and the appearance calls run in
    /// reverse (the arriving screen disappears, the leaving one appears again).
    private func undoStackChange(back previous: [UIViewController], from: UIViewController?, to: UIViewController?,
                                 leaving: [UIViewController], arriving: [UIViewController], onScreen: Bool) {
        stack = previous
        shownController = from
        navigationBar.setItems(previous.map(\.navigationItem), animated: false)
        toolbar.setItems(previous.last?.toolbarItems, animated: false)
        if onScreen {
            to?.beginAppearanceTransition(false, animated: true)
            from?.beginAppearanceTransition(true, animated: true)
        }
        to?.viewIfLoaded?.removeFromSuperview()
        if let container = viewIfLoaded, let fromView = from?.view {
            if fromView.superview !== container { container.insertSubview(fromView, belowSubview: toolbar) }
            fromView.frame = container.bounds
        }
        if onScreen {
            to?.endAppearanceTransition()
            from?.endAppearanceTransition()
        }
        for controller in arriving {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
            controller.didMove(toParent: nil)
        }
        for controller in leaving { controller.didMove(toParent: self) }
        tabBarController?.updateBottomBarHiding(animated: true)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The screens that left the stack leave the controller; those that joined settle in.
    func settleStackChange(leaving: [UIViewController], arriving: [UIViewController]) {
        for controller in leaving where controller.parent === self { controller.removeFromParent() }
        for controller in leaving { controller.didMove(toParent: nil) }
        for controller in arriving { controller.didMove(toParent: self) }
        stackDidSettle?()
    }

    /// The iOS slide: the arriving screen comes in from the trailing edge over the leaving
    /// one, which drifts a third of the way out (mirrored for a pop and right to left).
    private func slide(from fromView: UIView, to toView: UIView, in container: UIView, popping: Bool, completion: @escaping () -> Void) {
        let width = container.bounds.width
        let direction: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let underneath = -width * 0.3 * direction, outside = width * direction
        toView.frame.origin.x = popping ? underneath : outside
        UIView.animate(springDuration: Self.transitionDuration, bounce: 0, animations: {
            toView.frame.origin.x = 0
            fromView.frame.origin.x = popping ? outside : underneath
        }, completion: { _ in completion() })
    }
}
