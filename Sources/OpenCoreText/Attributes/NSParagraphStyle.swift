import Foundation

/// How a paragraph is laid out: alignment, writing direction, line breaking, indents and
/// spacing.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "Adventure is out there", attributes: [.paragraphStyle: style])
/// ```
///
/// Core Text and UIKit read the same style (Core Text's `kCTParagraphStyleAttributeName` is
/// this key), so it lives beside the typesetter; `import OpenUIKit` brings it as
/// `import UIKit` does. Styles may cross threads (attributed strings do): a mutable
/// style's values are read and changed under a lock. Tab stops are not modelled yet.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// The default style: natural alignment and direction, word wrapping, no extra spacing.
    public static let `default` = NSParagraphStyle()

    /// The values, guarded by `lock`.
    private var values = Values()
    private let lock = NSLock()

    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var baseWritingDirection: NSWritingDirection = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var tabStops: [NSTextTab] = NSParagraphStyle.standardTabStops
        var defaultTabInterval: CGFloat = 0
    }

    /// TextKit's default stops: every 28 points, twelve of them.
    static let standardTabStops = (1...12).map { NSTextTab(textAlignment: .natural, location: CGFloat($0) * 28) }

    /// Reads or changes the values under the lock.
    func withValues<Result>(_ body: (inout Values) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }

    func value<Value>(_ field: KeyPath<Values, Value>) -> Value { withValues { $0[keyPath: field] } }

    func set<Value>(_ field: WritableKeyPath<Values, Value>, _ newValue: Value) { withValues { $0[keyPath: field] = newValue } }

    /// How lines sit between the margins; `.natural` follows the paragraph's direction.
    open internal(set) var alignment: NSTextAlignment {
        get { value(\.alignment) }
        set { set(\.alignment, newValue) }
    }
    /// How lines break and how text that does not fit is cut.
    open internal(set) var lineBreakMode: NSLineBreakMode {
        get { value(\.lineBreakMode) }
        set { set(\.lineBreakMode, newValue) }
    }
    /// The paragraph's direction; `.natural` takes it from the first strong character
    /// (Unicode's bidirectional algorithm, rules P2 and P3).
    open internal(set) var baseWritingDirection: NSWritingDirection {
        get { value(\.baseWritingDirection) }
        set { set(\.baseWritingDirection, newValue) }
    }
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat {
        get { value(\.lineSpacing) }
        set { set(\.lineSpacing, newValue) }
    }
    /// Extra space after the paragraph, in points.
    open internal(set) var paragraphSpacing: CGFloat {
        get { value(\.paragraphSpacing) }
        set { set(\.paragraphSpacing, newValue) }
    }
    /// Extra space before the paragraph, in points.
    open internal(set) var paragraphSpacingBefore: CGFloat {
        get { value(\.paragraphSpacingBefore) }
        set { set(\.paragraphSpacingBefore, newValue) }
    }
    /// The indent of the paragraph's first line from the leading margin.
    open internal(set) var firstLineHeadIndent: CGFloat {
        get { value(\.firstLineHeadIndent) }
        set { set(\.firstLineHeadIndent, newValue) }
    }
    /// The indent of the other lines from the leading margin.
    open internal(set) var headIndent: CGFloat {
        get { value(\.headIndent) }
        set { set(\.headIndent, newValue) }
    }
    /// Positive: the line length from the leading margin; zero or negative: the distance
    /// from the trailing margin.
    open internal(set) var tailIndent: CGFloat {
        get { value(\.tailIndent) }
        set { set(\.tailIndent, newValue) }
    }
    /// A factor applied to the font's line height (0: none).
    open internal(set) var lineHeightMultiple: CGFloat {
        get { value(\.lineHeightMultiple) }
        set { set(\.lineHeightMultiple, newValue) }
    }
    /// The least height of a line (0: none).
    open internal(set) var minimumLineHeight: CGFloat {
        get { value(\.minimumLineHeight) }
        set { set(\.minimumLineHeight, newValue) }
    }
    /// The greatest height of a line (0: none).
    open internal(set) var maximumLineHeight: CGFloat {
        get { value(\.maximumLineHeight) }
        set { set(\.maximumLineHeight, newValue) }
    }

    /// The tab stops, in order (twelve left stops 28 points apart by default).
    open internal(set) var tabStops: [NSTextTab]! {
        get { value(\.tabStops) }
        set { set(\.tabStops, (newValue ?? []).sorted { $0.location < $1.location }) }
    }
    /// The spacing of stops after the last of `tabStops` (0: none, tabs there are a space).
    open internal(set) var defaultTabInterval: CGFloat {
        get { value(\.defaultTabInterval) }
        set { set(\.defaultTabInterval, newValue) }
    }

    /// The stop a tab at `x` (from the line's start) goes to: the next of `tabStops`, then
    /// left stops at multiples of the default interval; `nil` when there is none.
    func tabStop(after x: CGFloat) -> NSTextTab? {
        if let stop = tabStops.first(where: { $0.location > x + 0.001 }) { return stop }
        let interval = defaultTabInterval
        guard interval > 0 else { return nil }
        return NSTextTab(textAlignment: .natural, location: ((x + 0.001) / interval).rounded(.down) * interval + interval)
    }

    /// The default style.
    public override init() { super.init() }

    /// A style with the values of another.
    init(values: Values) {
        self.values = values
        super.init()
    }

    /// An immutable style with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: withValues { $0 })
    }

    /// A mutable style with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: withValues { $0 })
    }

    /// Styles are equal when their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return withValues { $0 } == other.withValues { $0 }
    }

    /// A hash of the values.
    open override var hash: Int { withValues { $0 }.hashValue }
}
