import Foundation

extension Path {
    /// Whether `point` is inside the path, by the even-odd rule when `eoFill` is true and
    /// the non-zero winding rule otherwise.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        cgPath.contains(point, using: eoFill ? .evenOdd : .winding)
    }
}
