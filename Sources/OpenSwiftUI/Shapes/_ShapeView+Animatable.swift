import Foundation

extension _ShapeView: Animatable {
    /// A drawn shape animates its shape's parameters.
    nonisolated public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
