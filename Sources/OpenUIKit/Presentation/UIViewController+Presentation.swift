import Foundation

extension UIViewController {
    /// The controller presented by this one or by the nearest container it is in that
    /// presents (a context presentation is made by an inner container).
    public var presentedViewController: UIViewController? { nearestPresenter?.presentedStorage }

    /// This controller or the nearest one it is in that presents something.
    private var nearestPresenter: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentedStorage != nil { return controller }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presented this one, or the container this one is in.
    public var presentingViewController: UIViewController? {
        presentationShowingSelfOrAncestor?.presentingStorage
    }

    /// The presentation controller of this controller (or of the container it is in) while
    /// it is presented; before that, one made for its `modalPresentationStyle`, to set a
    /// delegate or detents on before presenting.
    public var presentationController: UIPresentationController? {
        if let showing = presentationShowingSelfOrAncestor { return showing.adaptedFrom ?? showing }
        // A `.custom` presentation keeps the controller its transitioning delegate made.
        if let stored = presentationControllerStorage,
           type(of: stored) == presentationControllerClass || modalPresentationStyle == .custom {
            return stored
        }
        let made = makePresentationController()
        presentationControllerStorage = made
        return made
    }

    /// The sheet presentation controller when the controller is (to be) presented as a sheet
    /// (`.automatic`, `.pageSheet`, `.formSheet`).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller when `modalPresentationStyle` is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }

    /// The outermost controller this one is in: the one that presents for it.
    var presentationContext: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The nearest controller, this one or one it is in, that `definesPresentationContext`;
    /// the outermost one when none does.
    var definedPresentationContext: UIViewController {
        var current: UIViewController? = self
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller.parent
        }
        return presentationContext
    }

    private var presentationShowingSelfOrAncestor: UIPresentationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presentation = controller.activePresentation { return presentation }
            current = controller.parent
        }
        return nil
    }

    /// Whether this controller or one of its children refuses dismissals the user starts.
    var refusesUserDismissal: Bool {
        isModalInPresentation || children.contains { $0.refusesUserDismissal }
    }

    func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let style = presented.modalPresentationStyle
        let presenter = style == .currentContext || style == .overCurrentContext ? definedPresentationContext : presentationContext
        if let refusal = presentationRefusal(of: presented, by: presenter) {
            ConsoleLog.report("Attempt to present \(Self.name(of: presented)) on \(Self.name(of: presenter)) \(refusal)")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else { return }
        if style == .custom, let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: self) {
            presented.presentationControllerStorage = custom
        }
        guard let controller = presented.presentationController else { return }
        let shown = controller.adaptedPresentation(for: presenter.traitCollection)
        shown.beginPresentation(from: presenter, source: self, in: window, animated: animated, completion: completion)
    }

    /// Why `presenter` cannot present `presented` now, in UIKit's words; `nil` if it can.
    private func presentationRefusal(of presented: UIViewController, by presenter: UIViewController) -> String? {
        if presented === presenter || presented.activePresentation != nil {
            return "which is already presented"
        }
        if presented.parent != nil { return "which is a child view controller of another controller" }
        if let current = presenter.presentedStorage {
            return "which is already presenting \(Self.name(of: current))"
        }
        if presenter.viewIfLoaded?.window == nil { return "whose view is not in the window hierarchy" }
        return nil
    }

    private static func name(of controller: UIViewController) -> String {
        "<\(String(describing: type(of: controller))): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        if let presented = nearestPresenter?.presentedStorage, let presentation = presented.activePresentation {
            presentation.beginDismissal(animated: animated, completion: completion)
        } else if let presentation = presentationShowingSelfOrAncestor {
            presentation.beginDismissal(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }
}
