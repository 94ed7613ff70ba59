import Foundation

/// Moves, scales or turns the drawn content without changing its layout: the content is
/// drawn in a view of its own whose transform is the effect, worked out for the size the
/// content was given.
struct GeometryEffectModifier: PrimitiveModifier {
    let effect: GeometryEffectView.Effect

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let container = node.platformView(ofType: GeometryEffectView.self, hostsChildren: true) { GeometryEffectView() }
        container.effect = effect
        container.layoutDirection = context.environment.layoutDirection
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// The view that draws a geometry effect's content, transformed.
final class GeometryEffectView: ContainerView {
    /// What the effect does, around a point of the view given as fractions of its size.
    enum Effect {
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case offset(CGSize)
        /// Moved toward `edge` by `fraction` of the view's own size (a move transition).
        case edge(Edge, fraction: CGFloat)
        /// A transform of the view's own working out (a ``GeometryEffect``), from its top-left corner.
        case projection((CGSize) -> CGAffineTransform)

        /// The transform for a view of `size`, about its centre as UIKit applies it.
        /// Values that are not finite leave the view as it is.
        func transform(for size: CGSize, direction: LayoutDirection) -> CGAffineTransform {
            switch self {
            case .scale(let scale, let anchor):
                guard scale.width.isFinite, scale.height.isFinite else { return .identity }
                return CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, in: size)
            case .rotation(let angle, let anchor):
                guard angle.radians.isFinite else { return .identity }
                return CGAffineTransform(rotationAngle: CGFloat(angle.radians)).around(anchor, in: size)
            case .offset(let offset):
                guard offset.width.isFinite, offset.height.isFinite else { return .identity }
                return CGAffineTransform(translationX: offset.width, y: offset.height)
            case .projection(let transform):
                // UIKit applies a transform about the centre; the effect's is about the corner.
                return transform(size).around(.zero, in: size)
            case .edge(let edge, let fraction):
                guard fraction.isFinite else { return .identity }
                let mirrored = direction == .rightToLeft ? -1.0 : 1.0
                switch edge {
                case .top: return CGAffineTransform(translationX: 0, y: -size.height * fraction)
                case .bottom: return CGAffineTransform(translationX: 0, y: size.height * fraction)
                case .leading: return CGAffineTransform(translationX: -size.width * fraction * mirrored, y: 0)
                case .trailing: return CGAffineTransform(translationX: size.width * fraction * mirrored, y: 0)
                }
            }
        }
    }

    var effect = Effect.offset(.zero)
    var layoutDirection = LayoutDirection.leftToRight
    /// What a matched geometry effect matches (`[]` when the view is not matched).
    var matchedProperties: MatchedGeometryProperties = []

    /// The transform that draws this view, placed at `target`, over `source` instead.
    func matchedTransform(from source: CGRect, to target: CGRect) -> CGAffineTransform {
        guard target.width > 0, target.height > 0, source.width.isFinite, source.height.isFinite else { return transform }
        let scaleX = matchedProperties.contains(.size) ? source.width / target.width : 1
        let scaleY = matchedProperties.contains(.size) ? source.height / target.height : 1
        let dx = matchedProperties.contains(.position) ? source.midX - target.midX : 0
        let dy = matchedProperties.contains(.position) ? source.midY - target.midY : 0
        return CGAffineTransform(scaleX: scaleX, y: scaleY).concatenating(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Sets the transform for the view's present size: called when the view is placed.
    func applyEffect() {
        transform = effect.transform(for: bounds.size, direction: layoutDirection)
    }
}

extension CGAffineTransform {
    /// This transform applied about `anchor` of a view of `size` instead of its centre.
    func around(_ anchor: UnitPoint, in size: CGSize) -> CGAffineTransform {
        let point = anchor.point(in: size)
        let dx = point.x - size.width / 2
        let dy = point.y - size.height / 2
        return CGAffineTransform(translationX: -dx, y: -dy)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: dx, y: dy))
    }
}
