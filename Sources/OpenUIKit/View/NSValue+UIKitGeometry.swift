import Foundation
import OpenCoreGraphics

/// UIKit's additions to `NSValue`: geometry boxed as objects, as animations' `fromValue`
/// and `toValue`, dictionaries and arrays of `Any` take it.
///
/// A value read as another type than it holds gives zero (the identity for a transform).
extension NSValue {
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a vector.
    public convenience init(cgVector vector: CGVector) { self.init(packing: [vector.dx, vector.dy]) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(packing: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }
    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }
    /// A value holding directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(packing: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { storedPoint ?? .zero }
    /// The vector the value holds.
    public var cgVectorValue: CGVector { unpacked(count: 2).map { CGVector(dx: $0[0], dy: $0[1]) } ?? .zero }
    /// The size the value holds.
    public var cgSizeValue: CGSize { storedSize ?? .zero }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { storedRect ?? .zero }
    /// The affine transform the value holds.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = unpacked(count: 6) else { return .identity }
        return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard String(cString: objCType).hasPrefix("{NSEdgeInsets") else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
    /// The directional edge insets the value holds.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        unpacked(count: 4).map { NSDirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3]) } ?? .zero
    }
}
