import Foundation

extension ModifiedContent: Animatable where Content: View, Modifier: ViewModifier & Animatable {
    /// A view with an animatable modifier (an `AnimatableModifier`, a ``GeometryEffect``)
    /// animates the modifier's data.
    public var animatableData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}
