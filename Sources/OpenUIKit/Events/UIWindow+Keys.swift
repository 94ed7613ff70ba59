import Foundation

extension UIWindow {
    /// Delivers a key press and release to the first responder (when it is in this window;
    /// otherwise to the window), as the window host does for the keyboard. Without
    /// `characters`, the key types what it types on a US layout (shifted with shift). An
    /// OpenUIKit SPI for hosts and tests.
    @_spi(OpenUIKit) public func injectKey(
        _ usage: UIKeyboardHIDUsage, characters: String? = nil, charactersIgnoringModifiers: String? = nil,
        modifiers: UIKeyModifierFlags = []
    ) {
        let us = usage.usCharacters
        let typed = characters ?? (modifiers.contains(.shift) ? us.shifted : us.plain)
        let key = UIKey(
            keyCode: usage, characters: typed, charactersIgnoringModifiers: charactersIgnoringModifiers ?? typed,
            modifierFlags: modifiers)
        let target = keyTarget
        // Shortcuts that ask for priority run before the first responder sees the key.
        if target.performKeyCommand(for: key, priorityOnly: true) { return }
        let press = UIPress(key: key, phase: .began, timestamp: ProcessInfo.processInfo.systemUptime, window: self)
        press.responder = target
        target.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: press.timestamp))
        press.phase = .ended
        press.timestamp = ProcessInfo.processInfo.systemUptime
        // The release goes to the responder the press began at, even if focus moved.
        target.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: press.timestamp))
    }

    /// Where a key starts its way up the responder chain: the first responder, the focused
    /// view, or else the frontmost view controller (the last one presented), so its
    /// `keyCommands` and the presenting controllers' work with nothing focused, as in UIKit.
    private var keyTarget: UIResponder {
        firstResponderInWindow ?? focusedViewInWindow ?? frontmostViewController ?? self
    }

    private var frontmostViewController: UIViewController? {
        var controller = rootViewController
        while let presented = controller?.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }
}
