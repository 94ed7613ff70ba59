import Foundation

/// A modifier that moves, scales or turns its content by a transform worked out from the
/// content's size, without changing its layout; its `animatableData` animates.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var travel: CGFloat = 8
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 4), y: 0))
///     }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for content of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { primitiveBodyRequested(Self.self) }
}

/// A modifier whose `animatableData` animates: its body is given each frame's value.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Draws the content transformed as a ``GeometryEffect`` says.
struct GeometryEffectUpdate {
    @MainActor
    static func update(_ effect: some GeometryEffect, node: ViewNode, content: some View, context: ResolutionContext) {
        GeometryEffectModifier(effect: .projection { effect.effectValue(size: $0).affinePart })
            .update(node, content: content, context: context)
    }
}
