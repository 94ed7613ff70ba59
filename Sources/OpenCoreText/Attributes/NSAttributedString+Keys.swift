import Foundation

/// The attributes UIKit and Core Text read. The raw values are Apple's, so Core Text's
/// names (`kCTFontAttributeName` is `"NSFont"`) and UIKit's meet on the same keys.
extension NSAttributedString.Key {
    /// The font of the text: a `UIFont` or a `CTFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a `UIColor` or a `CGColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Extra space after each character, in points (`CGFloat` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters in points, applied evenly (iOS 14); it wins over
    /// `kern` where both are set.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// Ligatures: 0 only those the script needs, 1 the font's standard ones (the default).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The `NSParagraphStyle` of the text: alignment, direction, line breaking, spacing.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An underline: an `NSUnderlineStyle` raw value (`Int` or `NSNumber`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (the text's when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text: an `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (the text's when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the glyphs are raised above the baseline (negative: lowered).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link: a `URL` (or a `String`), drawn as a link and tappable in text views.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSShadow` drawn behind the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A colour filled behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Explicit directions for the text, outermost first: an array of numbers, each an
    /// `NSWritingDirection` raw value plus `NSWritingDirectionFormatType` (0 embedding, 2
    /// override): `[NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue]`.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// An inline object (`NSTextAttachment`) standing at an object replacement character (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
