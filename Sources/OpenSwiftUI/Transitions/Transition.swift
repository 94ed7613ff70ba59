import Foundation

/// How a view enters and leaves: its body draws the content for each ``TransitionPhase``,
/// and the change from one phase to the next animates.
///
/// ```swift
/// struct Blink: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .scaleEffect(phase.isIdentity ? 1 : 0.8)
///     }
/// }
/// if isShown { Badge().transition(Blink()) }
/// ```
///
/// The body should give a view of the same shape for every phase (change values, not
/// structure), so the change between phases can animate.
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition draws.
    associatedtype Body: View
    /// A stand-in for the view in transition.
    typealias Content = PlaceholderContentView<Self>

    /// The content as it looks in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does.
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` applied together.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition run with `animation` whatever the change's own animation is.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// The content a ``Transition`` or other placeholder-based body draws.
public struct PlaceholderContentView<Value>: View {
    let content: any View

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension PlaceholderContentView: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.showAsList(content, context: context)
    }
}

/// Two transitions applied together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView(content: first.body(content: PlaceholderContentView(content: content), phase: phase)), phase: phase)
    }
}

/// A transition with an animation of its own.
struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView(content: content), phase: phase)
    }
}
