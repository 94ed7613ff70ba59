import Foundation

/// A transition from one controller to another, whose controllers and views are looked up
/// by key: what navigation contexts and transition coordinators share.
@MainActor
protocol TransitionBetweenControllers: AnyObject {
    var fromController: UIViewController? { get }
    var toController: UIViewController? { get }
}

extension TransitionBetweenControllers {
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    /// The leaving view as it is; the arriving one loaded if need be.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromController?.viewIfLoaded
        case .to: toController?.view
        default: nil
        }
    }
}
