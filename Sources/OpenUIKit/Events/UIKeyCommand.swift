import Foundation

/// A keyboard shortcut: a key with modifiers that performs an action on the first object in
/// the responder chain that can.
///
/// ```swift
/// final class EditorController: UIViewController {
///     override var keyCommands: [UIKeyCommand]? {
///         [UIKeyCommand(input: "f", modifierFlags: .command, action: EditorController.find)]
///     }
///     func find(_ command: UIKeyCommand) { … }
/// }
/// ```
///
/// A responder offers commands through `keyCommands`; the window checks the commands of the
/// first responder and every responder after it. A command with
/// `wantsPriorityOverSystemBehavior` is tried before the first responder sees the key;
/// others only when nothing in the chain used the key (a text field keeps its own
/// ⌘C), as in UIKit.
///
/// Differs from Apple's: the action is a method of the target's type (`EditorController.find`)
/// rather than a selector, and the command derives from `UIMenuElement` (there is no
/// `UICommand`).
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key: a character, or one of the `input…` constants.
    open private(set) var input: String?
    /// The modifier keys that must be held (and no others, apart from caps lock).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// A title for the command in discoverability lists.
    open var discoverabilityTitle: String?
    /// Whether the command is tried before the first responder handles the key.
    open var wantsPriorityOverSystemBehavior = false
    /// Calls the action on the first responder in the chain it applies to; `false` when none does.
    private let perform: (UIResponder, UIKeyCommand) -> Bool

    /// A command for `input` with `modifierFlags` that calls `action` on the first
    /// responder of type `Target` in the chain.
    public init<Target: UIResponder>(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], action: @escaping (Target) -> (UIKeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        perform = { responder, command in
            guard let target = responder as? Target else { return false }
            action(target)(command)
            return true
        }
        super.init(title: title, image: nil)
    }

    /// A command that runs `handler` wherever the responder chain starts: a shortcut a
    /// view offers the whole window (SwiftUI's `keyboardShortcut`).
    package init(input: String, modifierFlags: UIKeyModifierFlags, handler: @escaping @MainActor () -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        perform = { _, _ in
            handler()
            return true
        }
        super.init(title: "", image: nil)
    }

    /// The up arrow, as `input`.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputDelete = "UIKeyInputDelete"

    /// Whether a key press is this command's key and modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        if let special = Self.specialInputs[key.keyCode] { return special == input }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    private static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow, .keyboardLeftArrow: inputLeftArrow,
        .keyboardRightArrow: inputRightArrow, .keyboardEscape: inputEscape, .keyboardHome: inputHome, .keyboardEnd: inputEnd,
        .keyboardPageUp: inputPageUp, .keyboardPageDown: inputPageDown, .keyboardDeleteForward: inputDelete,
    ]

    /// Runs the action on the first responder from `start` on that it applies to.
    func perform(from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if perform(current, self) { return true }
            responder = current.next
        }
        return false
    }
}

extension UIResponder {
    /// The first key command offered along the chain from this responder that matches the
    /// key (only those wanting priority when `priorityOnly`), performed; `false` when none ran.
    func performKeyCommand(for key: UIKey, priorityOnly: Bool) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            // The window also offers the commands of the views showing in it.
            let offered = (current.keyCommands ?? []) + ((current as? UIWindow)?.shownViewKeyCommands ?? [])
            for command in offered where command.matches(key) && (!priorityOnly || command.wantsPriorityOverSystemBehavior) {
                if command.perform(from: self) { return true }
            }
            responder = current.next
        }
        return false
    }
}
