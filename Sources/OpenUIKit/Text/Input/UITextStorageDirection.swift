/// A direction in the text's storage order.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// A direction on screen from a position.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}
