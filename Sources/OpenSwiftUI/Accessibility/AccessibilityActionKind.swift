import Foundation

/// Which action `accessibilityAction(_:_:)` adds: the element's activation, the escape
/// gesture (a two-finger scrub), the magic tap (a two-finger double tap), or an action
/// of its own name.
public struct AccessibilityActionKind: Sendable {
    enum Kind: Sendable, Equatable {
        case activate, escape, magicTap
        case named(String)
    }

    let kind: Kind

    /// The element's activation (VoiceOver's double tap).
    public static let `default` = AccessibilityActionKind(kind: .activate)
    /// The escape gesture: dismiss or go back.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The magic tap: the screen's most important action (play, answer).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    /// An action listed under its name in the element's actions.
    public init(named name: Text) { kind = .named(name.plainString) }

    init(kind: Kind) { self.kind = kind }
}

/// Which way VoiceOver adjusts an adjustable element (a swipe up or down).
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

/// A heading's level, for screen readers' heading navigation.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
