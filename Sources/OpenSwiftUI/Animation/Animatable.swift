import Foundation

/// A type whose look can be interpolated between two states: animations move its
/// ``animatableData`` from the old value to the new one, frame by frame.
///
/// Shapes are animatable; a shape with a parameter exposes it so that changing the
/// parameter in an animation redraws the shape at every step in between:
///
/// ```swift
/// struct Squircle: Shape {
///     var smoothness: CGFloat
///     var animatableData: CGFloat {
///         get { smoothness }
///         set { smoothness = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// A type that declares no ``animatableData`` has ``EmptyAnimatableData``: it jumps to its
/// new state.
public protocol Animatable {
    /// The type of the value that animates.
    associatedtype AnimatableData: VectorArithmetic

    /// The value animations interpolate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates as itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}
