import Foundation

extension View {
    /// Draws the view scaled by `scale` about `anchor`, without changing its layout.
    ///
    /// ```swift
    /// Circle().scaleEffect(isPulsing ? 1.2 : 1)
    /// ```
    /// A scale that is not finite leaves the view as it is.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(effect: .scale(CGSize(width: scale, height: scale), anchor: anchor)))
    }

    /// Draws the view scaled by `scale`'s width horizontally and its height vertically.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Draws the view scaled by `x` horizontally and `y` vertically.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(effect: .scale(CGSize(width: x, height: y), anchor: anchor)))
    }

    /// Draws the view turned by `angle` (clockwise on screen) about `anchor`, without
    /// changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Draws the view moved by `offset`, without changing its layout: the views around it
    /// stay where they were.
    public func offset(_ offset: CGSize) -> some View {
        modifier(GeometryEffectModifier(effect: .offset(offset)))
    }

    /// Draws the view moved by `x` and `y` points, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
