import Foundation
import Synchronization

/// Manages a view hierarchy: loads it, updates it from a model, and takes part in the
/// update cycle and appearance callbacks.
///
/// ```swift
/// final class FilmDetailViewController: UIViewController {
///     let model: FilmDetailModel   // @Observable
///     private let titleLabel = UILabel()
///
///     init(model: FilmDetailModel) {
///         self.model = model
///         super.init(nibName: nil, bundle: nil)
///     }
///
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///
///     override func updateProperties() {
///         super.updateProperties()
///         titleLabel.text = model.title   // tracked: re-runs when title changes
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder, UpdateTrackingTarget {
    /// A controller; there are no nibs on Linux, so `nibName` and `bundle` are kept for
    /// source compatibility and otherwise ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist on Linux: this makes a controller as `init(nibName: nil, bundle: nil)` does.
    public required convenience init?(coder: NSCoder) {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given at creation.
    public let nibName: String?

    /// A title for navigation and tab bars; setting it sets the navigation item's title too,
    /// as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    // MARK: The view

    private var loadedView: UIView?

    /// Insets added to the safe area of the controller's view (room for custom bars).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, isViewLoaded else { return }
            view.setNeedsLayoutInSubtreeForSafeArea()
        }
    }

    /// Room a container's bars take over the view (a navigation bar's height): part of the
    /// view's safe area, as UIKit's content overlay insets are, and not of
    /// `additionalSafeAreaInsets`.
    var contentOverlayInsets = UIEdgeInsets.zero {
        didSet {
            guard contentOverlayInsets != oldValue, isViewLoaded else { return }
            view.setNeedsLayoutInSubtreeForSafeArea()
        }
    }

    /// What a navigation controller shows for this controller in its bar, made on first use.
    public var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        // UIKit's item title is nil until the controller has a title.
        let item = UINavigationItem(title: "")
        item.title = title
        storedNavigationItem = item
        return item
    }

    var storedNavigationItem: UINavigationItem?

    /// What a tab bar controller shows for this controller in its bar: made on first use
    /// with the controller's title and no image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? UITabBarController)?.tabBarItemsDidChange()
        }
    }

    var storedTabBarItem: UITabBarItem?

    /// Whether the tab bar hides while this screen is in a navigation stack it was pushed
    /// onto (it slides away with the push, and back when the screen is popped).
    open var hidesBottomBarWhenPushed = false

    /// The items a navigation controller's toolbar shows while this screen is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(for: self) }
    }
    /// The scroll views named by `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews: [NSDirectionalRectEdge.RawValue: WeakScrollView] = [:]

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
            // A controller's first properties update runs with its view's first pass.
            if propertiesPending { newValue?.markPending(.controllerProperties) }
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; the default makes a plain `UIView` the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Called before the view is added to a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is in a window, with its traits and geometry, before it shows.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from its window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is in appearing and disappearing.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    private(set) var appearanceState = AppearanceState.disappeared
    /// Why the running appearance or disappearance happens (`isMovingToParent` and friends).
    var appearanceCauses: AppearanceCauses = []
    /// Whether the running appearance transition is animated.
    private var appearanceAnimated = false

    /// Views moving into or out of a window appear and disappear on their own, unless a
    /// container drives the transition (`beginAppearanceTransition`).
    func viewDidMoveToWindow(_ window: UIWindow?) {
        switch (window != nil, appearanceState) {
        case (true, .disappeared):
            appearanceState = .appeared
            viewWillAppear(false)
            viewIsAppearing(false)
            viewDidAppear(false)
            appearanceCauses.subtract(.appearing)
        case (true, .appearing):
            viewIsAppearing(appearanceAnimated)
        case (false, .appeared):
            appearanceState = .disappeared
            viewWillDisappear(false)
            viewDidDisappear(false)
            appearanceCauses.subtract(.disappearing)
        default:
            break
        }
    }

    /// Tells the controller its view is about to appear (`true`) or disappear (`false`):
    /// containers call this around their transitions, then `endAppearanceTransition()`.
    /// Calls that do not change where the controller is going do nothing, as in UIKit.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            // UIKit loads a view before it is about to appear.
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceCauses.subtract(.disappearing)
            viewWillAppear(animated)
            if viewIfLoaded?.window != nil { viewIsAppearing(animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceCauses.subtract(.appearing)
            viewWillDisappear(animated)
        default:
            break
        }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` began: `viewDidAppear`
    /// or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            appearanceCauses.subtract(.appearing)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
            appearanceCauses.subtract(.disappearing)
        default:
            break
        }
    }

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How the controller shows when presented; `.automatic` (the default) is a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How a full-screen presentation of the controller arrives and leaves.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The coordinator of the transition this controller is running, while it runs.
    var activeTransitionCoordinator: TransitionCoordinator?
    /// Supplies animators for presenting and dismissing this controller, and its
    /// presentation controller when `modalPresentationStyle` is `.custom`.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this
    /// controller or one inside it covers this controller's view (rather than an outer one's).
    open var definesPresentationContext = false
    /// Whether the user is kept from dismissing the controller's presentation (a swipe
    /// down on a sheet, a tap outside a popover); `dismiss(animated:completion:)` still works.
    open var isModalInPresentation = false
    /// The size the controller would like its content to have when presented: a popover
    /// takes it. Zero means no preference.
    open var preferredContentSize: CGSize = .zero {
        didSet { activePresentation?.container?.setNeedsLayout() }
    }

    /// Presents `viewControllerToPresent` over this controller's screen in its
    /// `modalPresentationStyle`, then calls `completion`.
    ///
    /// The presentation is made by the outermost controller this one is in (a navigation
    /// controller presents for its screens). As in UIKit, presenting while that controller
    /// already presents, or while its view is not in a window, logs a message and does
    /// nothing.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, the
    /// presentation this controller (or its container) is shown in; then calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    /// The controller this one presents (set by the presentation).
    var presentedStorage: UIViewController?
    /// The presentation showing this controller, while it is presented.
    var activePresentation: UIPresentationController?
    /// The presentation controller made for the current style before presentation.
    var presentationControllerStorage: UIPresentationController?

    /// The class of presentation controller that presents this controller: the one its
    /// `modalPresentationStyle` asks for (alert controllers bring their own).
    var presentationControllerClass: UIPresentationController.Type {
        switch modalPresentationStyle {
        case .popover: UIPopoverPresentationController.self
        case .automatic, .pageSheet, .formSheet: UISheetPresentationController.self
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none: UIPresentationController.self
        }
    }

    /// A new presentation controller of `presentationControllerClass` for this controller.
    func makePresentationController() -> UIPresentationController {
        switch modalPresentationStyle {
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .none:
            UIPresentationController(presentedViewController: self, presenting: nil)
        }
    }

    // MARK: Update cycle (tracked)

    /// Sets properties of the controller's views from its model. Runs in the update pass
    /// before the view's own `updateProperties()`; `@Observable` reads here are tracked.
    /// Call `super`.
    open func updateProperties() {}

    /// Called before the view lays out its subviews; tracked with the view's layout.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews; tracked with the view's layout.
    open func viewDidLayoutSubviews() {}

    /// Updates the view's constraints; tracked with the view's constraints. Call `super`.
    open func updateViewConstraints() {}

    /// Called when the controller's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Schedules the controller's `updateProperties()` for the next pass.
    public func setNeedsUpdateProperties() {
        propertiesPending = true
        loadedView?.markPending(.controllerProperties)
    }

    /// Runs the pending properties update of the controller, its view and the view's subtree now.
    public func updatePropertiesIfNeeded() {
        loadedView?.updatePropertiesIfNeeded()
    }

    private var propertiesPending = true
    private var trackingGeneration: UInt32 = 0
    /// The reference Observation changes reach this controller through, made on first use.
    var trackingReference: WeakReference {
        if let reference = trackingReferenceIfCreated { return reference }
        let reference = WeakReference(controller: self)
        trackingReferenceIfCreated = reference
        return reference
    }

    private var trackingReferenceIfCreated: WeakReference?

    deinit {
        guard let reference = trackingReferenceIfCreated else { return }
        MainActorCleanup.run { reference.invalidate() }
    }

    func runTrackedUpdateProperties() {
        propertiesPending = false
        trackingGeneration &+= 1
        let traits = traitCollection
        ObservationTracking.run(self, step: .controllerProperties, generation: trackingGeneration) {
            traits.performAsCurrent { updateProperties() }
        }
    }

    func trackedDependencyChanged(step: UpdateSteps, generation: UInt32) {
        guard generation == trackingGeneration else { return }
        setNeedsUpdateProperties()
    }

    // MARK: Traits

    /// The controller's traits: its parent's (or its view's superview's) with its overrides.
    public var traitCollection: UITraitCollection {
        inheritedTraits(from: loadedView?.superview)
    }

    /// Traits the controller imposes on itself, its view and its children.
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            ownTraitOverrides = newValue
            loadedView?.invalidateTraitsInSubtree()
        }
    }

    private var ownTraitOverrides = UITraitOverrides()

    func inheritedTraits(from superview: UIView?) -> UITraitCollection {
        let base = parent?.traitCollection ?? superview?.resolvedTraitsForDrawing ?? UIScreen.main.traitCollection
        return base.applying(ownTraitOverrides.values)
    }

    // MARK: Containment

    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    /// Child controllers, in the order added.
    open private(set) var children: [UIViewController] = []

    /// Adds a child controller (its view is yours to add to your hierarchy).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.appearanceCauses.insert(.movingToParent)
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        childController.loadedView?.invalidateTraitsInSubtree()
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        loadedView?.invalidateTraitsInSubtree()
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// The presenting controller for a presented one, as in UIKit; otherwise the view's
    /// superview (the window for a root controller) or the parent.
    open override var next: UIResponder? {
        if parent == nil, let presenter = presentingViewController { return presenter }
        return loadedView?.superview ?? parent
    }
}
