/// How underlines and strikethroughs are drawn: a line style, optionally a pattern, and
/// whether only words are marked.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Unbroken (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash and dot.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash, dot, dot.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are marked, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
