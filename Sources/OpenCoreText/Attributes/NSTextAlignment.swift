/// How lines of text align horizontally.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left in left-to-right layouts, right in right-to-left ones.
    case natural = 4
}
