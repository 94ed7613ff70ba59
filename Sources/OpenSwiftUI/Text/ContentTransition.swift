import Foundation

/// How a view's content changes when it changes inside an animation: a text's digits
/// rolling (`numericText`), a cross-fade, or at once.
///
/// ```swift
/// Text("\(steps)")
///     .contentTransition(.numericText())
/// // elsewhere: withAnimation { steps += 1 }
/// ```
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        /// Rolls up when the value grew since the last change, down when it shrank.
        case numericValue(Double)
    }

    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content morphs where it can; OpenSwiftUI cross-fades.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits that changed roll to their new value, up (or down when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Digits roll up when `value` grew and down when it shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value.isFinite ? value : 0))
    }
}

extension View {
    /// Sets how content inside changes when it changes inside an animation.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
