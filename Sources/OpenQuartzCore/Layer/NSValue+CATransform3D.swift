import Foundation
import OpenCoreGraphics

/// Core Animation's addition to `NSValue`: a 3D transform boxed as an object, as
/// animations' `fromValue` and `toValue` take it.
extension NSValue {
    /// A value holding a 3D transform.
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        self.init(packing: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
    }

    /// The 3D transform the value holds (the identity for a value of another type).
    public var caTransform3DValue: CATransform3D { storedTransform3D ?? CATransform3DIdentity }

    /// The 3D transform the value holds, or `nil` for a value of another type.
    package var storedTransform3D: CATransform3D? {
        guard let m = unpacked(count: 16) else { return nil }
        var t = CATransform3DIdentity
        (t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7])
        (t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44) = (m[8], m[9], m[10], m[11], m[12], m[13], m[14], m[15])
        return t
    }
}
