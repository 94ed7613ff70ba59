import Foundation

/// A key on a hardware keyboard, as a press event carries it.
///
/// The window host reports every key with the characters the keyboard layout gives it
/// (through xkbcommon in the X11 host); tests inject keys as a US layout types them.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces with the modifiers held.
    open private(set) var characters: String
    /// The characters it produces without modifiers (except shift).
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage.
    open private(set) var keyCode: UIKeyboardHIDUsage

    init(
        keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// Modifier keys, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
