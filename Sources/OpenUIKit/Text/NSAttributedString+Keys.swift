import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space after each character, in points (`CGFloat` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `NSParagraphStyle` of the text: alignment, line breaking, line spacing.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
