import Foundation

/// Where a view is in its transition: about to appear, on screen, or gone.
///
/// A ``Transition``'s body draws its content for each phase; the change between phases is
/// what animates.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted: what it looks like before it appears.
    case willAppear
    /// The view is on screen, as it looks with no transition.
    case identity
    /// The view has been removed: what it looks like when it has gone.
    case didDisappear

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 on screen, 1 after disappearing: a number to scale an effect by.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, as far as the system needs to know.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (Reduce Motion may want another).
    public var hasMotion: Bool

    /// Properties of a transition that moves the view, or does not.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
