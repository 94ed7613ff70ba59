import Foundation

/// A key pressed while a view with `onKeyPress` has keyboard focus in it.
///
/// ```swift
/// Grid(board)
///     .focusable()
///     .onKeyPress(.leftArrow) { board.moveLeft(); return .handled }
/// ```
public struct KeyPress: Sendable {
    /// Which parts of a key's press an `onKeyPress` action takes.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// A set of phases from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key going down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeating while held. On Linux each repeat arrives as a press of its own,
        /// so actions see `down` for them.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key coming up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an `onKeyPress` action did with the key.
    public enum Result: Sendable {
        /// The action used the key: it goes no further.
        case handled
        /// The action did not use the key: the views around see it.
        case ignored
    }

    /// The phase of the press.
    public let phase: Phases
    /// The key, as a key equivalent (the named keys as their constants).
    public let key: KeyEquivalent
    /// The characters the key types with the modifiers held.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// A press of `key`.
    init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The press UIKit delivers, in `phase`.
    @MainActor init?(_ press: UIPress, phase: Phases) {
        guard let key = press.key, let equivalent = KeyEquivalent(key) else { return nil }
        self.init(phase: phase, key: equivalent, characters: key.characters, modifiers: EventModifiers(key.modifierFlags))
    }
}
