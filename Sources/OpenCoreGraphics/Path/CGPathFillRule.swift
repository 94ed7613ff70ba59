/// Which points count as inside a path that crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero.
    case winding = 0
    /// Inside where the number of crossings is odd.
    case evenOdd = 1
}
