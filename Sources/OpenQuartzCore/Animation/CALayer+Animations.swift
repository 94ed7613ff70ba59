import Foundation
import OpenCoreGraphics

extension CALayer {
    /// Starts `animation` on the layer under `key` (replacing one with the same key; a
    /// `nil` key gets a unique one). Unlike Core Animation the animation is not copied:
    /// change it before adding it.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(animationStore.count)-\(ObjectIdentifier(animation).hashValue)"
        removeAnimation(forKey: key)
        let begin = animation.beginTime > 0 ? animation.beginTime : CACurrentMediaTime()
        animation.hasReportedStart = false
        animation.hasReportedStop = false
        animationStore.append((key, animation, begin))
        markChanged()
    }

    /// The animation added under `key`, if it is still attached.
    public func animation(forKey key: String) -> CAAnimation? {
        animationStore.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; `nil` if none.
    public func animationKeys() -> [String]? {
        animationStore.isEmpty ? nil : animationStore.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears it stopped, unfinished unless
    /// it had already run to its end.
    public func removeAnimation(forKey key: String) {
        let removed = animationStore.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationStore.removeAll { $0.key == key }
        markChanged()
        reportStopped(removed)
    }

    /// Removes every animation; their delegates hear they stopped.
    public func removeAllAnimations() {
        let removed = animationStore
        guard !removed.isEmpty else { return }
        animationStore.removeAll()
        markChanged()
        reportStopped(removed)
    }

    private func reportStopped(_ removed: [(key: String, animation: CAAnimation, begin: CFTimeInterval)]) {
        let now = CACurrentMediaTime()
        for entry in removed { entry.animation.reportStop(finished: entry.animation.isFinished(at: now, begin: entry.begin)) }
    }

    /// Tells delegates of animations that began or ended by now, and drops finished
    /// animations that ask to be removed; returns whether any remain.
    @discardableResult
    package func pruneFinishedAnimations() -> Bool {
        let now = CACurrentMediaTime()
        for entry in animationStore where !entry.animation.hasReportedStop {
            if entry.animation.isFinished(at: now, begin: entry.begin) {
                entry.animation.reportStop(finished: true)
            } else if !entry.animation.isWaiting(at: now, begin: entry.begin) {
                entry.animation.reportStart()
            }
        }
        animationStore.removeAll { $0.animation.isRemovedOnCompletion && $0.animation.isFinished(at: now, begin: $0.begin) }
        return !animationStore.isEmpty
    }

    /// A copy of the layer as it appears now: its animated properties at the current
    /// media time. Returns `CALayer` rather than `Self` (OpenQuartzCore's copies are plain
    /// layers); the sublayers are not copied.
    public func presentation() -> CALayer? {
        let copy = CALayer(layer: self)
        copy.applyAnimations(of: self, at: CACurrentMediaTime())
        return copy
    }

    /// Whether any animation is attached (running, waiting for its begin time, or finished
    /// and kept).
    package var hasAnimations: Bool { !animationStore.isEmpty }

    /// Sets the model value of an animatable property by key path (`"opacity"`,
    /// `"position"`, …): what a stopped animation leaves behind.
    package func setAnimatableValue(_ value: Any?, forKeyPath keyPath: String) {
        apply(keyPath, from: value, to: value, progress: 0)
    }

    /// Whether some animation still changes what the layer shows at `now` (one finished
    /// and kept shows a constant value).
    func hasRunningAnimations(at now: CFTimeInterval) -> Bool {
        animationStore.contains { !$0.animation.isFinished(at: now, begin: $0.begin) }
    }

    /// The value a scalar animation under `key` shows now, or `model` when none runs: how
    /// properties that are not the layer's own (a glass material's materialization) animate.
    package func presentedScalar(forKey key: String, model: CGFloat) -> CGFloat {
        guard let entry = animationStore.first(where: { $0.key == key }), let basic = entry.animation as? CABasicAnimation,
            let t = basic.shownProgress(at: CACurrentMediaTime(), begin: entry.begin)
        else { return model }
        let from = basic.fromValue as? CGFloat ?? model, to = basic.toValue as? CGFloat ?? model
        return from + (to - from) * t
    }

    /// Sets this layer's animatable properties to what `source`'s animations show at `now`.
    func applyAnimations(of source: CALayer, at now: CFTimeInterval) {
        for (_, animation, begin) in source.animationStore {
            guard let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath,
                let t = basic.shownProgress(at: now, begin: begin)
            else { continue }
            apply(keyPath, from: basic.fromValue, to: basic.toValue, progress: t)
        }
    }

    /// The model value of an animatable property by key path (`"opacity"`, `"position"`,
    /// …), or `nil` for a key path OpenQuartzCore does not animate.
    package func animatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "opacity": return opacity
        case "position": return position
        case "bounds": return bounds
        case "transform": return transform
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        default: return nil
        }
    }

    /// Sets `keyPath` to the value `progress` of the way from `from` to `to` (the model
    /// value stands in for a missing end).
    private func apply(_ keyPath: String, from: Any?, to: Any?, progress t: CGFloat) {
        switch keyPath {
        case "opacity":
            let a = (from as? Float) ?? opacity, b = (to as? Float) ?? opacity
            opacity = a + (b - a) * Float(t)
        case "position":
            position = Self.mix(from as? CGPoint ?? position, to as? CGPoint ?? position, t)
        case "bounds":
            let a = from as? CGRect ?? bounds, b = to as? CGRect ?? bounds
            bounds = CGRect(origin: Self.mix(a.origin, b.origin, t),
                            size: CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case "cornerRadius":
            let a = from as? CGFloat ?? cornerRadius, b = to as? CGFloat ?? cornerRadius
            cornerRadius = a + (b - a) * t
        case "transform":
            transform = Self.mix(from as? CATransform3D ?? transform, to as? CATransform3D ?? transform, t)
        case "backgroundColor":
            let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            // A value of another type (a mistake) stands for the model value, as a missing one does.
            backgroundColor = Self.mix(from as? CGColor ?? backgroundColor ?? clear, to as? CGColor ?? backgroundColor ?? clear, t)
        default:
            break
        }
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
