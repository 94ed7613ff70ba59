import Foundation

/// A key on a hardware keyboard, as a press event carries it.
///
/// OpenUIKit's window host reports return, escape and tab (with shift); other keys arrive
/// when text input lands.
@MainActor
open class UIKey: NSObject {
    /// The characters the key produces with the modifiers held.
    open private(set) var characters: String
    /// The characters it produces without modifiers (except shift).
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage.
    open private(set) var keyCode: UIKeyboardHIDUsage

    init(keyCode: UIKeyboardHIDUsage, characters: String, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = characters
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

/// USB HID keyboard usages, as UIKit names them (the ones OpenUIKit reports so far).
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardReturnOrEnter = 0x28
    case keyboardEscape = 0x29
    case keyboardDeleteOrBackspace = 0x2A
    case keyboardTab = 0x2B
    case keyboardSpacebar = 0x2C

    /// The characters the key types.
    var characters: String {
        switch self {
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardEscape: return "\u{1B}"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        }
    }
}
