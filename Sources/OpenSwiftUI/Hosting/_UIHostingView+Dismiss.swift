import Foundation
import OpenUIKit

extension _UIHostingView {
    /// What `dismiss` does for content hosted in UIKit: pops the hosting controller when a
    /// navigation controller pushed it, or dismisses the presentation it is in (a hosting
    /// controller presented as a sheet or popover), as SwiftUI does on iOS.
    func dismissEnclosingPresentation() {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        var controller = responder as? UIViewController
        while let current = controller {
            if current.popFromNavigation() { return }
            if current.parent == nil, let presenter = current.presentingViewController {
                presenter.dismiss(animated: true)
                return
            }
            controller = current.parent
        }
    }
}
