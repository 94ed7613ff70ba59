import Foundation

/// A paragraph style you can change.
///
/// Lengths that are not finite read as 0; spacings and line heights below 0 are clamped
/// to 0 (indents may be negative only where UIKit allows it: `tailIndent`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    public override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = Self.nonNegative(newValue) }
    }
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = Self.nonNegative(newValue) }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = Self.nonNegative(newValue) }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = Self.nonNegative(newValue) }
    }
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = Self.nonNegative(newValue) }
    }
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue.isFinite ? newValue : 0 }
    }
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = Self.nonNegative(newValue) }
    }
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = Self.nonNegative(newValue) }
    }
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = Self.nonNegative(newValue) }
    }

    public override var tabStops: [NSTextTab]! {
        get { super.tabStops }
        set { super.tabStops = newValue }
    }
    public override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = Self.nonNegative(newValue) }
    }

    /// Adds a tab stop (kept in order of location).
    open func addTabStop(_ textTab: NSTextTab) { tabStops = (tabStops ?? []) + [textTab] }

    /// Removes a tab stop equal to `textTab`.
    open func removeTabStop(_ textTab: NSTextTab) { tabStops = (tabStops ?? []).filter { !$0.isEqual(textTab) } }

    private static func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
