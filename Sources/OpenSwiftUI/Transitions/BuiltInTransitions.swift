import Foundation

/// Fades the view in and out.
public struct OpacityTransition: Transition {
    /// A fade.
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from (and to) `scale` about `anchor`.
public struct ScaleTransition: Transition {
    /// The scale the view starts from and ends at.
    public var scale: Double
    /// The point that stays still.
    public var anchor: UnitPoint

    /// A scale from `scale` about `anchor`.
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Moves the view in from `edge` and out to it, by its own size.
public struct MoveTransition: Transition {
    /// The edge the view comes from and leaves by.
    public var edge: Edge

    /// A move from and to `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(GeometryEffectModifier(effect: .edge(edge, fraction: phase.isIdentity ? 0 : 1)))
    }
}

/// Moves the view in from the leading edge and out by the trailing one.
public struct SlideTransition: Transition {
    /// A slide.
    nonisolated public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge = phase == .didDisappear ? .trailing : .leading
        return content.modifier(GeometryEffectModifier(effect: .edge(edge, fraction: phase.isIdentity ? 0 : 1)))
    }
}

/// Moves the view in from `edge` and out by the opposite edge, fading as it goes.
public struct PushTransition: Transition {
    /// The edge the view comes from.
    public var edge: Edge

    /// A push in from `edge`.
    nonisolated public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(GeometryEffectModifier(effect: .edge(phase == .didDisappear ? edge.opposite : edge, fraction: phase.isIdentity ? 0 : 1)))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Moves the view in from, and out to, an offset.
public struct OffsetTransition: Transition {
    /// Where the view comes from and goes to, relative to where it is.
    public var offset: CGSize

    /// A move in from, and out to, `offset`.
    nonisolated public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// No transition: the view appears and goes at once.
public struct IdentityTransition: Transition {
    /// No transition.
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition played when the view is inserted.
    public var insertion: Insertion
    /// The transition played when the view is removed.
    public var removal: Removal

    /// `insertion` on the way in, `removal` on the way out.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        // Both bodies are always there, so the view keeps its shape across phases.
        removal.body(
            content: PlaceholderContentView(content: insertion.body(content: PlaceholderContentView(content: content),
                                                                    phase: phase == .willAppear ? .willAppear : .identity)),
            phase: phase == .didDisappear ? .didDisappear : .identity)
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from nothing and back.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales the view from `scale` about `anchor`, and back.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from `edge` and out to it.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out by the trailing one.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Moves the view in from `edge` and out by the opposite one, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view in from an offset and back out to it.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Moves the view in from an offset of `x` and `y` and back out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}
