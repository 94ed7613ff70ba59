import Foundation
import OpenUIKit

/// The launcher's navigation controller. The screens open in sheets it presents, so Escape
/// reaches it from any of them (a presented controller's next responder is its presenter)
/// and closes the one open.
final class DemoNavigationController: UINavigationController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Close Screen", input: UIKeyCommand.inputEscape, action: DemoNavigationController.closeScreen)]
    }

    private func closeScreen(_ command: UIKeyCommand) {
        presentedViewController?.dismiss(animated: true)
    }
}
