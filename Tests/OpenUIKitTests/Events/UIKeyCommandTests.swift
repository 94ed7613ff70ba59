import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Keyboard shortcuts found along the responder chain.
@MainActor
@Suite struct UIKeyCommandTests {
    final class EditorController: UIViewController {
        var found = 0, copied = 0, moved = 0
        var copyHasPriority = false
        override var keyCommands: [UIKeyCommand]? {
            let copy = UIKeyCommand(input: "c", modifierFlags: .command, action: EditorController.copyAll)
            copy.wantsPriorityOverSystemBehavior = copyHasPriority
            return [
                UIKeyCommand(title: "Find", input: "f", modifierFlags: .command, action: EditorController.find), copy,
                UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [.command, .shift], action: EditorController.moveDown),
            ]
        }
        override var canBecomeFirstResponder: Bool { true }
        func find(_ command: UIKeyCommand) { found += 1 }
        func copyAll(_ command: UIKeyCommand) { copied += 1 }
        func moveDown(_ command: UIKeyCommand) { moved += 1 }
    }

    @Test func withNothingFocusedTheFrontmostControllerAndItsPresenterGetTheKeys() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let presenter = EditorController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        window.pressKey(.keyboardF, modifiers: .command)
        #expect(presenter.found == 1, "the root controller's commands work with no first responder")
        let sheet = UIViewController()
        presenter.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(sheet.next === presenter, "a presented controller's next responder is its presenter")
        window.pressKey(.keyboardF, modifiers: .command)
        #expect(presenter.found == 2, "the key goes from the sheet up to the presenter")
    }

    @Test func shortcutsReachTheControllerThroughTheChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = EditorController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36))
        field.text = "frost"
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        window.pressKey(.keyboardF, modifiers: .command)
        #expect(controller.found == 1, "the field does not use ⌘F, so the controller's command runs")
        window.pressKey(.keyboardF)
        #expect(controller.found == 1 && field.text == "frostf", "without the modifier it is typing")
        window.pressKey(.keyboardC, modifiers: .command)
        #expect(controller.copied == 0, "the field keeps ⌘C")
        controller.copyHasPriority = true
        window.pressKey(.keyboardC, modifiers: .command)
        #expect(controller.copied == 1, "unless the command wants priority")
        window.pressKey(.keyboardDownArrow, modifiers: [.command, .shift])
        #expect(controller.moved == 0, "the field moves its selection with ⌘⇧↓")
        // As in UIKit, a controller's shortcuts work while it (or something in its view) is first responder.
        #expect(controller.becomeFirstResponder())
        window.pressKey(.keyboardDownArrow, modifiers: [.command, .shift])
        #expect(controller.moved == 1)
        window.pressKey(.keyboardDownArrow, modifiers: .command)
        #expect(controller.moved == 1, "modifiers must match exactly")
    }
}
