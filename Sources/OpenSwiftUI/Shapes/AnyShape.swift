import Foundation

/// A type-erased shape: lets one variable or one branch hold shapes of different types.
///
/// ```swift
/// let outline: AnyShape = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8))
/// ```
public struct AnyShape: Shape {
    // Kept as the shape itself (not a closure) so its description tells two erased shapes apart.
    let base: any Shape

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
