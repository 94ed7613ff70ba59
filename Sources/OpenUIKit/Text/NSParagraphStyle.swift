import Foundation

/// How a paragraph is laid out: alignment, line breaking and spacing.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "Adventure is out there", attributes: [.paragraphStyle: style])
/// ```
///
/// Styles may cross threads (attributed strings do): a mutable style's values are read
/// and changed under a lock.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    public static let `default` = NSParagraphStyle()

    /// The values, guarded by `lock`.
    private var values = Values()
    private let lock = NSLock()

    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
    }

    /// Reads or changes the values under the lock.
    func withValues<Result>(_ body: (inout Values) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&values)
    }

    /// How lines sit between the margins; `.natural` follows the layout direction.
    open internal(set) var alignment: NSTextAlignment {
        get { withValues { $0.alignment } }
        set { withValues { $0.alignment = newValue } }
    }
    /// How lines break and how text that does not fit is cut.
    open internal(set) var lineBreakMode: NSLineBreakMode {
        get { withValues { $0.lineBreakMode } }
        set { withValues { $0.lineBreakMode = newValue } }
    }
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat {
        get { withValues { $0.lineSpacing } }
        set { withValues { $0.lineSpacing = newValue } }
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

/// A paragraph style you can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
    }
}
