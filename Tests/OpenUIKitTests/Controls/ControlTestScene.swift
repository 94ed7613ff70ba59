import Foundation
import OpenUIKitTesting
@testable @_spi(OpenUIKit) import OpenUIKit

/// A phone-sized window showing `control` at `frame` on a plain screen, and a counter of the
/// `.valueChanged` actions it sends.
@MainActor
func controlScene(_ control: UIControl, frame: CGRect) -> (window: UIWindow, changes: () -> Int) {
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    control.frame = frame
    root.view.addSubview(control)
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let window = presentationScene(root)
    return (window, { changes })
}
