import Foundation

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// The matrix maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as
/// CoreGraphics defines it. Foundation on Linux has no `CGAffineTransform`; this is
/// OpenCoreGraphics' own, with Apple's names.
///
/// ```swift
/// let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
/// let p = CGPoint(x: 1, y: 1).applying(t)   // (12, 22)
/// ```
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x scale (and rotation) entry.
    public var a: CGFloat
    /// The y shear (and rotation) entry.
    public var b: CGFloat
    /// The x shear (and rotation) entry.
    public var c: CGFloat
    /// The y scale (and rotation) entry.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix entries, without labels.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (counterclockwise in a y-up space).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns `self` followed by `t2`: a point is first transformed by `self`, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform; as in CoreGraphics, a singular matrix returns itself unchanged.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let inverse = 1 / determinant
        return CGAffineTransform(
            a: d * inverse,
            b: -b * inverse,
            c: -c * inverse,
            d: a * inverse,
            tx: (c * ty - d * tx) * inverse,
            ty: (b * tx - a * ty) * inverse)
    }

    /// Returns a transform that translates first, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales first, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians first, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The six coefficients, for logs and test failures.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGAffineTransform {
    /// How much the transform stretches lengths at most (its largest singular value).
    ///
    /// An OpenCoreGraphics addition: renderers use it to pick curve tolerances and
    /// offscreen resolutions.
    public var maximumScale: CGFloat {
        // The largest singular value of the 2x2 linear part.
        let e = (a * a + b * b + c * c + d * d) / 2
        let f = (a * a + b * b - c * c - d * d) / 2
        let g = a * c + b * d
        return (e + (f * f + g * g).squareRoot()).squareRoot()
    }

    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles.
    var preservesAxisAlignment: Bool {
        (b == 0 && c == 0) || (a == 0 && d == 0)
    }
}
