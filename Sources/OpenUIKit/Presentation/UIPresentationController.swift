import Foundation

/// Manages a presented view controller on screen: the container its view sits in, where
/// that view goes, the chrome around it (dimming, glass) and how it arrives and leaves.
///
/// You rarely make one: presenting a controller makes the one its
/// `modalPresentationStyle` asks for, reachable through `presentationController`,
/// `sheetPresentationController` or `popoverPresentationController` before and while it
/// shows. Full-screen styles use this class itself; sheets and popovers its subclasses.
///
/// ```swift
/// let editor = EditorViewController()
/// editor.presentationController?.delegate = editor   // asked before a swipe dismisses
/// present(editor, animated: true)
/// ```
///
/// Differs from UIKit: custom presentations (`.custom` with a transitioning delegate) are
/// not there yet, so subclassing is for reading state and the transition callbacks; the
/// presentation controller holds its presented controller unowned (that controller owns it).
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (which UIKit fills in when it presents).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller being presented.
    public unowned let presentedViewController: UIViewController

    /// The controller that presented it; before presentation, the one given at creation,
    /// else the presented controller itself.
    public var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }

    weak var presentingStorage: UIViewController?

    /// Asked about adaptation and told about dismissals the user starts.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The style the presentation shows in: the one the presented controller asked for,
    /// or the one it adapted to.
    open var presentationStyle: UIModalPresentationStyle { adaptedStyle ?? presentedViewController.modalPresentationStyle }

    /// The style this presentation stands in for another's adaptation with.
    var adaptedStyle: UIModalPresentationStyle?

    /// The view the presentation happens in: a view covering the window, above the
    /// presenting content; `nil` until the presentation begins.
    open var containerView: UIView? { container }

    /// The view that moves during the transitions: the presented controller's view (sheets
    /// and popovers wrap it in their chrome).
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: all of it for full-screen styles.
    open var frameOfPresentedViewInContainerView: CGRect { container?.bounds ?? .zero }

    /// Whether the presentation covers the screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting content leaves the screen once the presentation covers it:
    /// `true` for `.fullScreen`, so nothing draws under an opaque presentation.
    open var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen || presentationStyle == .currentContext }

    /// The traits of the presentation: the container's, or the presenting controller's
    /// before the presentation begins.
    open var traitCollection: UITraitCollection {
        container?.traitCollection ?? presentingStorage?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// The style the presentation adapts to in a horizontally compact environment: the
    /// delegate's answer, or `.none` when it does not adapt.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The style the presentation adapts to in `traitCollection`: the delegate's answer
    /// (by default the presentation's own adaptation), `.none` when it keeps its style.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact || traitCollection.verticalSizeClass == .compact else { return .none }
        return delegateFacing.delegate?.adaptivePresentationStyle(for: delegateFacing, traitCollection: traitCollection) ?? defaultAdaptiveStyle
    }

    /// What the presentation adapts to in a compact environment when no delegate says
    /// otherwise (popovers become sheets); `.none` keeps the style.
    var defaultAdaptiveStyle: UIModalPresentationStyle { .none }

    /// The sheet a popover adapts to (its `adaptiveSheetPresentationController`).
    var adaptiveSheet: UISheetPresentationController? { nil }

    /// The presentation that shows in `traits`: this one, or the one it adapts to.
    func adaptedPresentation(for traits: UITraitCollection) -> UIPresentationController {
        let style = adaptivePresentationStyle(for: traits)
        let adapted: UIPresentationController
        switch style {
        case .none, .popover:
            return self
        case _ where style == presentationStyle:
            return self
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom:
            adapted = UIPresentationController(presentedViewController: presentedViewController, presenting: nil)
        case .automatic, .pageSheet, .formSheet:
            adapted = adaptiveSheet ?? UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        }
        adapted.adaptedStyle = style
        adapted.adaptedFrom = self
        return adapted
    }

    // MARK: Transition callbacks

    /// The presentation transition is about to begin: add chrome to the container here.
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended (`completed` is `false` if it was abandoned).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to begin.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended; the presented view has left the container.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: State the transitions share (see UIPresentationController+Transitions.swift)

    var container: PresentationContainerView?
    /// The presentation this one adapted from (a popover shown as a sheet): its delegate is asked.
    weak var adaptedFrom: UIPresentationController?
    /// Ends a running transition at once.
    var finishTransition: (() -> Void)?
    /// Views hidden under a presentation that covers the screen, shown again on dismissal.
    var hiddenUnderneath: [UIView] = []
    /// Whether a dismissal has begun (a second request waits for it instead).
    var isDismissing = false

    /// The controller whose delegate is asked: the popover a sheet adapted from, or this one.
    var delegateFacing: UIPresentationController { adaptedFrom ?? self }

    // MARK: Subclass hooks (the chrome and motion of each style)

    /// Adds the presented view (and any chrome) to the container.
    func installViews(in container: PresentationContainerView) {
        guard let view = presentedViewController.view else { return }
        view.frame = frameOfPresentedViewInContainerView
        container.addSubview(view)
    }

    /// Puts the presented view on `chrome` and the chrome in the container, at the elevated
    /// level sheets and popovers give their content.
    func install(_ chrome: PresentationChromeView, in container: PresentationContainerView) {
        chrome.content = presentedViewController.view
        container.traitOverrides.userInterfaceLevel = .elevated
        container.addSubview(chrome)
    }

    /// Places the presented view (and chrome) in the container.
    func layoutViews(in container: PresentationContainerView) {
        presentedViewController.viewIfLoaded?.frame = frameOfPresentedViewInContainerView
    }

    /// Moves the presented view into (or out of) place: a slide up from the bottom, or a
    /// fade for `.crossDissolve`.
    func animateTransition(in container: PresentationContainerView, presenting: Bool, completion: @escaping () -> Void) {
        guard let view = presentedViewController.viewIfLoaded else { return completion() }
        let target = frameOfPresentedViewInContainerView
        let below = target.offsetBy(dx: 0, dy: container.bounds.height)
        let fades = presentedViewController.modalTransitionStyle == .crossDissolve
        if presenting {
            if fades { view.alpha = 0 } else { view.frame = below }
        }
        UIView.animate(springDuration: Self.transitionDuration, bounce: 0, animations: {
            if fades { view.alpha = presenting ? 1 : 0 } else { view.frame = presenting ? target : below }
        }, completion: { _ in completion() })
    }

    /// Whether a tap on the container outside the presented content asks to dismiss.
    var dismissesOnTapOutside: Bool { false }

    /// Whether touches outside the presented content reach the content underneath.
    func passesTouchesThrough(at point: CGPoint) -> Bool { false }

    /// Asked before a dismissal the user starts (popovers ask their delegate too).
    func userMayDismiss() -> Bool { true }
    /// Told after a dismissal the user started.
    func userDidDismiss() {}
    /// Told when a dismissal the user started was refused (a sheet settles back).
    func userDismissalWasRefused() {}

    /// How long presentations move.
    static let transitionDuration: TimeInterval = 0.5
}
