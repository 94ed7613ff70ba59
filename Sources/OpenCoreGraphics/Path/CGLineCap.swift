/// How the open ends of a stroked line are drawn.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the end point.
    case butt = 0
    /// A half-disc of the line width's diameter closes each end.
    case round = 1
    /// The stroke continues half the line width beyond each end.
    case square = 2
}
