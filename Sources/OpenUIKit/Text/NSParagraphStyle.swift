import Foundation

/// How a paragraph is laid out: alignment, line breaking and spacing.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "Adventure is out there", attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    public static let `default` = NSParagraphStyle()

    /// How lines sit between the margins; `.natural` follows the layout direction.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// How lines break and how text that does not fit is cut.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    open internal(set) var lineSpacing: CGFloat = 0

    /// The default style.
    public init() {}
}

/// A paragraph style you can change.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
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
