import Foundation

/// Boolean operations on the regions paths fill and on their lines.
///
/// Curves are flattened to lines within a hundredth of a point first, so the results are
/// polygons where SwiftUI keeps curves; they fill and stroke the same to the eye.
extension Path {
    /// A path filling the area either path fills; it fills the same under either fill rule.
    ///
    /// - Parameters:
    ///   - other: The path to combine with this one.
    ///   - eoFill: Whether the even-odd rule decides both paths' insides (otherwise the
    ///     non-zero rule). Open subpaths count as closed.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        Path(cgPath.union(other.cgPath, using: Self.rule(eoFill)))
    }

    /// A path filling the area both paths fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(cgPath.intersection(other.cgPath, using: Self.rule(eoFill)))
    }

    /// A path filling the area this path fills and `other` does not.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        Path(cgPath.subtracting(other.cgPath, using: Self.rule(eoFill)))
    }

    /// A path filling the area exactly one of the paths fills.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        Path(cgPath.symmetricDifference(other.cgPath, using: Self.rule(eoFill)))
    }

    /// The parts of this path's line inside the area `other` fills: cut subpaths become open,
    /// uncut closed subpaths stay closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        Path(cgPath.lineIntersection(other.cgPath, using: Self.rule(eoFill)))
    }

    /// The parts of this path's line outside the area `other` fills.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        Path(cgPath.lineSubtracting(other.cgPath, using: Self.rule(eoFill)))
    }

    /// The same area without self-intersections or overlaps, filling alike under either rule.
    ///
    /// - Parameter eoFill: Whether the even-odd rule decides what this path fills (the
    ///   default, as in SwiftUI) or the non-zero rule.
    public func normalized(eoFill: Bool = true) -> Path {
        Path(cgPath.normalized(using: Self.rule(eoFill)))
    }

    private static func rule(_ eoFill: Bool) -> CGPathFillRule { eoFill ? .evenOdd : .winding }
}
