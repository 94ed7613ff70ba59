/// Facts about a run's glyphs.
public struct CTRunStatus: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No special status.
    public static let noStatus: CTRunStatus = []
    /// The run is right-to-left: its glyphs are stored in visual order, which is the
    /// reverse of the string's.
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    /// The string indices of the glyphs do not always increase (or, right-to-left,
    /// decrease): shaping reordered them.
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    /// The run's font has a transform.
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
}
