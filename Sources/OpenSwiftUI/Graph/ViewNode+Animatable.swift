import Foundation

extension ViewNode {
    /// `view` as it is shown now: with its `animatableData` part of the way from its old
    /// value to its new one while an animation runs (the view itself when it has none).
    func presentedValue<V: View>(of view: V, context: ResolutionContext) -> V {
        guard let animatable = view as? any Animatable else { return view }
        return presentedAnimatable(animatable, model: view, context: context) as? V ?? view
    }

    private func presentedAnimatable<A: Animatable, V: View>(_ value: A, model: V, context: ResolutionContext) -> A {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return value }
        let interpolator: AnimatableInterpolator<A.AnimatableData>
        if let existing = self.interpolator as? AnimatableInterpolator<A.AnimatableData> {
            interpolator = existing
        } else {
            interpolator = AnimatableInterpolator(target: value.animatableData) { [weak self] in self?.setNeedsBody() }
            self.interpolator = interpolator
        }
        var shown = value
        shown.animatableData = interpolator.present(value.animatableData, in: context.transaction)
        if interpolator.isAnimating, rerunBody == nil {
            // A primitive shows each frame's value by resolving its latest view again.
            updateItself(from: context) { [unowned self] context in self.resolve(model, context: context) }
        }
        return shown
    }
}
