/// Where `CTLineCreateTruncatedLine` cuts a line that is too wide.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Cut the start: the token, then the end of the line.
    case start = 0
    /// Cut the end: the start of the line, then the token.
    case end = 1
    /// Cut the middle: the start, the token, the end.
    case middle = 2
}
