import Foundation
import OpenCoreGraphics

/// The animatable properties of a layer as one value: its model values, or what its
/// animations show at some time.
package struct PresentedLayerValues {
    package var bounds: CGRect
    package var position: CGPoint
    package var anchorPoint: CGPoint
    package var transform: CATransform3D
    package var opacity: Float
    package var cornerRadius: CGFloat
    package var backgroundColor: CGColor?

    /// The layer's model values.
    @MainActor
    package init(model layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        transform = layer.transform
        opacity = layer.opacity
        cornerRadius = layer.cornerRadius
        backgroundColor = layer.backgroundColor
    }

    /// What `layer`'s animations show at `now`, applied in the order they were added over
    /// its model values (an animation without an end takes the value beneath it).
    @MainActor
    package init(presenting layer: CALayer, at now: CFTimeInterval) {
        self.init(model: layer)
        for (_, animation, begin) in layer.animationStore {
            guard let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath,
                let t = basic.shownProgress(at: now, begin: begin)
            else { continue }
            apply(keyPath, from: basic.fromValue, to: basic.toValue, progress: t)
        }
    }

    /// Maps the layer's space to its superlayer's: the anchor point to the position, through
    /// the transform.
    package var transformToSuperlayer: CGAffineTransform {
        Self.transformToSuperlayer(bounds: bounds, anchorPoint: anchorPoint, transform: transform, position: position)
    }

    static func transformToSuperlayer(
        bounds: CGRect, anchorPoint: CGPoint, transform: CATransform3D, position: CGPoint
    ) -> CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Sets the layer's properties to these values.
    @MainActor
    package func apply(to layer: CALayer) {
        layer.bounds = bounds
        layer.position = position
        layer.transform = transform
        layer.opacity = opacity
        layer.cornerRadius = cornerRadius
        layer.backgroundColor = backgroundColor
    }

    /// Sets the layer's property at `keyPath` to this value's.
    @MainActor
    package func copy(_ keyPath: String, to layer: CALayer) {
        switch keyPath {
        case "opacity": layer.opacity = opacity
        case "position": layer.position = position
        case "bounds": layer.bounds = bounds
        case "cornerRadius": layer.cornerRadius = cornerRadius
        case "transform": layer.transform = transform
        case "backgroundColor": layer.backgroundColor = backgroundColor
        default: break
        }
    }

    /// Sets `keyPath` to the value `progress` of the way from `from` to `to` (the current
    /// value stands in for a missing end, or for one of another type).
    package mutating func apply(_ keyPath: String, from: Any?, to: Any?, progress t: CGFloat) {
        switch keyPath {
        case "opacity":
            let a = CGFloat(anyNumber: from).map(Float.init) ?? opacity, b = CGFloat(anyNumber: to).map(Float.init) ?? opacity
            opacity = a + (b - a) * Float(t)
        case "position":
            position = Self.mix(Self.point(from) ?? position, Self.point(to) ?? position, t)
        case "bounds":
            let a = Self.rect(from) ?? bounds, b = Self.rect(to) ?? bounds
            bounds = CGRect(origin: Self.mix(a.origin, b.origin, t),
                            size: CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case "cornerRadius":
            let a = CGFloat(anyNumber: from) ?? cornerRadius, b = CGFloat(anyNumber: to) ?? cornerRadius
            cornerRadius = a + (b - a) * t
        case "transform":
            transform = Self.mix(Self.transform(from) ?? transform, Self.transform(to) ?? transform, t)
        case "backgroundColor":
            let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            backgroundColor = Self.mix(from as? CGColor ?? backgroundColor ?? clear, to as? CGColor ?? backgroundColor ?? clear, t)
        default:
            break
        }
    }

    private static func point(_ value: Any?) -> CGPoint? {
        (value as? CGPoint) ?? (value as? NSValue)?.storedPoint
    }

    private static func rect(_ value: Any?) -> CGRect? {
        (value as? CGRect) ?? (value as? NSValue)?.storedRect
    }

    private static func transform(_ value: Any?) -> CATransform3D? {
        (value as? CATransform3D) ?? (value as? NSValue)?.storedTransform3D
    }

    private static func mix(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func mix(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        func f(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var m = CATransform3D()
        m.m11 = f(a.m11, b.m11); m.m12 = f(a.m12, b.m12); m.m13 = f(a.m13, b.m13); m.m14 = f(a.m14, b.m14)
        m.m21 = f(a.m21, b.m21); m.m22 = f(a.m22, b.m22); m.m23 = f(a.m23, b.m23); m.m24 = f(a.m24, b.m24)
        m.m31 = f(a.m31, b.m31); m.m32 = f(a.m32, b.m32); m.m33 = f(a.m33, b.m33); m.m34 = f(a.m34, b.m34)
        m.m41 = f(a.m41, b.m41); m.m42 = f(a.m42, b.m42); m.m43 = f(a.m43, b.m43); m.m44 = f(a.m44, b.m44)
        return m
    }

    /// Components mixed in sRGB, premultiplied so a fade from clear keeps its hue.
    private static func mix(_ a: CGColor, _ b: CGColor, _ t: CGFloat) -> CGColor {
        let ca = a.sRGBComponents, cb = b.sRGBComponents
        let alpha = ca.3 + (cb.3 - ca.3) * t
        func channel(_ x: CGFloat, _ xa: CGFloat, _ y: CGFloat, _ ya: CGFloat) -> CGFloat {
            let premultiplied = x * xa + (y * ya - x * xa) * t
            return alpha > 0 ? premultiplied / alpha : 0
        }
        return CGColor(red: channel(ca.0, ca.3, cb.0, cb.3), green: channel(ca.1, ca.3, cb.1, cb.3),
                       blue: channel(ca.2, ca.3, cb.2, cb.3), alpha: alpha)
    }
}
