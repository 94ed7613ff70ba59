import Foundation

/// A tab stop: where text after a tab character starts.
///
/// A `.left` (or `.natural`) stop starts the text after the tab at the stop; `.right` ends
/// it there, `.center` centres it on the stop; a decimal stop (a `.right` stop with
/// `columnTerminators`, as `NSTextTab.columnTerminators(for:)` makes) puts the first
/// terminator at the stop. The text after a tab runs to the next tab or the line's end.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// How text aligns at the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the line's start, in points.
    public let location: CGFloat
    /// Options such as the column terminators of decimal tabs.
    public let options: [NSTextTab.OptionKey: Any]

    /// A stop at `location` aligning text by `alignment`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc.isFinite ? max(0, loc) : 0
        self.options = options
        super.init()
    }

    /// Keys of tab options.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a decimal tab's column.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// The characters that end a decimal column in a locale: its decimal separator.
    public static func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    /// Stops are equal when their alignment and location are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    open override var hash: Int { location.hashValue &* 31 &+ alignment.rawValue }
}
