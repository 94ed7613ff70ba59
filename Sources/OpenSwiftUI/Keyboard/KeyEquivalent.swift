import Foundation

/// A key of a keyboard shortcut: a character, or one of the named keys.
///
/// ```swift
/// Button("Save") { document.save() }.keyboardShortcut("s")
/// Button("Up") { selection.moveUp() }.keyboardShortcut(.upArrow, modifiers: [])
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for (the named keys use private characters, as
    /// SwiftUI's do).
    public var character: Character

    /// A key for `character`.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral value: Character) {
        character = value
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The `UIKeyCommand` input for the key.
    @MainActor var keyCommandInput: String {
        switch self {
        case .upArrow: UIKeyCommand.inputUpArrow
        case .downArrow: UIKeyCommand.inputDownArrow
        case .leftArrow: UIKeyCommand.inputLeftArrow
        case .rightArrow: UIKeyCommand.inputRightArrow
        case .escape: UIKeyCommand.inputEscape
        case .deleteForward: UIKeyCommand.inputDelete
        case .home: UIKeyCommand.inputHome
        case .end: UIKeyCommand.inputEnd
        case .pageUp: UIKeyCommand.inputPageUp
        case .pageDown: UIKeyCommand.inputPageDown
        default: String(character)
        }
    }
}
