import Foundation

/// Boolean operations between shapes, each laid out in the same rectangle.
///
/// ```swift
/// Circle()
///     .subtracting(Circle().offset(x: 20))
///     .fill(.yellow)
/// ```
extension Shape {
    /// A shape filling the area either shape fills.
    ///
    /// - Parameters:
    ///   - other: The shape to combine with this one, given the same rectangle.
    ///   - eoFill: Whether the even-odd rule decides both shapes' insides (otherwise the
    ///     non-zero rule).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeCombination(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// A shape filling the area both shapes fill: a way to clip one shape's fill to another.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeCombination(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// A shape filling the area this shape fills and `other` does not.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeCombination(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// A shape filling the area exactly one of the shapes fills.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeCombination(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// This shape's line where it lies inside the area `other` fills, to stroke.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeCombination(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// This shape's line where it lies outside the area `other` fills, to stroke.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeCombination(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}
