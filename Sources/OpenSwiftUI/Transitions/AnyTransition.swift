import Foundation

/// A transition of any type: how a view enters and leaves when it is inserted or removed
/// in an animated change.
///
/// ```swift
/// if showsBanner {
///     Banner()
///         .transition(.move(edge: .top).combined(with: .opacity))
/// }
/// ```
///
/// A view inserted or removed with no animation appears and goes at once, as in SwiftUI.
public struct AnyTransition: @unchecked Sendable {
    // The body closure runs on the main actor only; a transition is a value that never
    // changes once made.
    let makeBody: @MainActor (any View, TransitionPhase) -> any View
    /// The animation the transition runs with instead of the change's own, if any.
    @MainActor var animation: Animation?? { carriedAnimation() }
    private let carriedAnimation: @MainActor () -> Animation??

    /// A transition of your own type.
    public init<T: Transition>(_ transition: T) {
        let held = MainActorHeld(transition)
        makeBody = { content, phase in held.value.body(content: PlaceholderContentView(content: content), phase: phase) }
        carriedAnimation = { (held.value as? any TransitionAnimationCarrying)?.transitionAnimation ?? nil }
    }

    private init(animation: @escaping @MainActor () -> Animation??, makeBody: @escaping @MainActor (any View, TransitionPhase) -> any View) {
        self.makeBody = makeBody
        carriedAnimation = animation
    }

    /// Fades the view in and out.
    public static let opacity = AnyTransition(OpacityTransition())
    /// Scales the view from nothing and back.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(0)) }
    /// Moves the view in from the leading edge and out by the trailing one.
    public static let slide = AnyTransition(SlideTransition())
    /// No transition.
    public static let identity = AnyTransition(IdentityTransition())

    /// Scales the view from `scale` about `anchor`, and back.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// Moves the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Moves the view in from `edge` and out by the opposite one, fading.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// Moves the view in from an offset and back out to it.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Moves the view in from an offset of `x` and `y` and back out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(animation: { nil }) { content, phase in
            removal.makeBody(insertion.makeBody(content, phase == .willAppear ? .willAppear : .identity),
                             phase == .didDisappear ? .didDisappear : .identity)
        }
    }

    /// This transition and `other` applied together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(animation: { [self] in animation ?? other.animation }) { content, phase in
            other.makeBody(makeBody(content, phase), phase)
        }
    }

    /// This transition run with `animation` whatever the change's own animation is.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(animation: { .some(animation) }, makeBody: makeBody)
    }
}

/// A transition that carries an animation of its own.
@MainActor
protocol TransitionAnimationCarrying {
    var transitionAnimation: Animation?? { get }
}

extension AnimatedTransition: TransitionAnimationCarrying {
    var transitionAnimation: Animation?? { .some(animation) }
}

extension CombinedTransition: TransitionAnimationCarrying {
    var transitionAnimation: Animation?? {
        (first as? any TransitionAnimationCarrying)?.transitionAnimation ?? (second as? any TransitionAnimationCarrying)?.transitionAnimation
    }
}

/// A value made anywhere but only used on the main actor (a transition's body runs there).
private final class MainActorHeld<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
