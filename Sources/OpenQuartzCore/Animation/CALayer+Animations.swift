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
        PresentedLayerValues(presenting: self, at: CACurrentMediaTime()).apply(to: copy)
        return copy
    }

    /// Whether any animation is attached (running, waiting for its begin time, or finished
    /// and kept).
    package var hasAnimations: Bool { !animationStore.isEmpty }

    /// Sets the model value of an animatable property by key path (`"opacity"`,
    /// `"position"`, …): what a stopped animation leaves behind.
    package func setAnimatableValue(_ value: Any?, forKeyPath keyPath: String) {
        var values = PresentedLayerValues(model: self)
        values.apply(keyPath, from: value, to: value, progress: 0)
        values.copy(keyPath, to: self)
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
        let from = CGFloat(anyNumber: basic.fromValue) ?? model, to = CGFloat(anyNumber: basic.toValue) ?? model
        return from + (to - from) * t
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
}
