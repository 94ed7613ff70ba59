import Foundation

extension KeyEquivalent {
    /// The key equivalent of a key UIKit reports: the named keys by their codes, others
    /// by the first character they type (shift included). `nil` for keys that type nothing
    /// and have no name (a modifier key alone).
    @MainActor init?(_ key: UIKey) {
        if let named = Self.named[key.keyCode] {
            self = named
            return
        }
        guard let character = key.charactersIgnoringModifiers.first else { return nil }
        self.init(character)
    }

    private static let named: [UIKeyboardHIDUsage: KeyEquivalent] = [
        .keyboardUpArrow: .upArrow, .keyboardDownArrow: .downArrow, .keyboardLeftArrow: .leftArrow,
        .keyboardRightArrow: .rightArrow, .keyboardEscape: .escape, .keyboardDeleteOrBackspace: .delete,
        .keyboardDeleteForward: .deleteForward, .keyboardHome: .home, .keyboardEnd: .end,
        .keyboardPageUp: .pageUp, .keyboardPageDown: .pageDown, .keyboardTab: .tab,
        .keyboardSpacebar: .space, .keyboardReturnOrEnter: .return,
    ]
}

extension EventModifiers {
    /// The modifiers UIKit's flags stand for.
    init(_ flags: UIKeyModifierFlags) {
        var modifiers: EventModifiers = []
        if flags.contains(.alphaShift) { modifiers.insert(.capsLock) }
        if flags.contains(.shift) { modifiers.insert(.shift) }
        if flags.contains(.control) { modifiers.insert(.control) }
        if flags.contains(.alternate) { modifiers.insert(.option) }
        if flags.contains(.command) { modifiers.insert(.command) }
        if flags.contains(.numericPad) { modifiers.insert(.numericPad) }
        self = modifiers
    }
}
