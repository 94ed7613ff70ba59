import Foundation

extension UIView {
    /// The controller a control presents its editor from: the topmost controller over the
    /// one owning this view.
    var topmostPresentingController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var controller = responder as? UIViewController else { return nil }
        while let presented = controller.presentedViewController { controller = presented }
        return controller
    }
}
