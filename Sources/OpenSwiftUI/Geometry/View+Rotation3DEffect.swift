import Foundation

extension View {
    /// Draws the view turned in three dimensions about `axis`, seen straight on: a turn
    /// about the vertical axis narrows it, one about the horizontal axis flattens it.
    ///
    /// ```swift
    /// Image("card").rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    /// ```
    ///
    /// Differs from SwiftUI: OpenUIKit composites layers with affine transforms, so the turn
    /// is drawn without perspective (`perspective` and `anchorZ` are accepted and have no
    /// effect): the affine part of the rotation, projected onto the screen.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let transform = Self.projectedRotation(angle, axis: axis)
        return modifier(GeometryEffectModifier(effect: .projection { size in
            let point = anchor.point(in: CGRect(origin: .zero, size: size))
            return CGAffineTransform(translationX: -point.x, y: -point.y)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
        }))
    }

    /// The upper-left 2 × 2 block of the 3D rotation about `axis` (Rodrigues' formula):
    /// the rotation seen straight on. Non-finite or zero axes and angles turn nothing.
    static func projectedRotation(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let radians = CGFloat(angle.radians)
        guard length.isFinite, length > 0, radians.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(radians), s = sin(radians), t = 1 - c
        // Rows of the rotation matrix; y grows downward on screen, so a positive turn about
        // z goes clockwise, as rotationEffect does.
        let a = t * x * x + c, b = t * x * y + s * z
        let cc = t * x * y - s * z, d = t * y * y + c
        return CGAffineTransform(a: a, b: b, c: cc, d: d, tx: 0, ty: 0)
    }
}
