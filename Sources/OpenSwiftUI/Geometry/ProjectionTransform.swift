import Foundation

/// A 3 × 3 transform of the plane, with perspective: what a ``GeometryEffect`` gives.
///
/// How it differs from SwiftUI: drawing applies the affine part (`m31`, `m32` translate;
/// the perspective terms `m13` and `m23` are not drawn).
public struct ProjectionTransform: Equatable, Sendable {
    /// The matrix, by row and column (`m31`, `m32` translate).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The transform that does what `transform` does.
    public init(_ transform: CGAffineTransform) {
        m11 = transform.a
        m12 = transform.b
        m21 = transform.c
        m22 = transform.d
        m31 = transform.tx
        m32 = transform.ty
    }

    /// Whether it leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it has no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// The affine part, with non-finite entries making the whole transform the identity.
    var affinePart: CGAffineTransform {
        let transform = CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return entries.allSatisfy(\.isFinite) ? transform : .identity
    }
}
