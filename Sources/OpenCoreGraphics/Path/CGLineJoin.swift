/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled once its length passes the miter limit.
    case miter = 0
    /// A rounded corner with the line width's diameter.
    case round = 1
    /// A corner cut straight across.
    case bevel = 2
}
