import Foundation

/// Core Foundation's string type: on Linux, Swift's `String`.
///
/// Core Text's attribute names are `CFString`s; Apple's code writes
/// `NSAttributedString.Key(kCTFontAttributeName as String)`, which compiles here too.
public typealias CFString = String

/// The font of the text (a `CTFont`, or a `UIFont`): the same key as UIKit's `.font`.
public let kCTFontAttributeName: CFString = "NSFont"
/// The colour of the text as a `CGColor` (UIKit's `.foregroundColor` is read too).
public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"
/// When `true`, the text takes the context's fill colour instead of its own.
public let kCTForegroundColorFromContextAttributeName: CFString = "CTForegroundColorFromContext"
/// Extra space after each character, in points: the same key as UIKit's `.kern`.
public let kCTKernAttributeName: CFString = "NSKern"
/// Even spacing between characters, in points: the same key as UIKit's `.tracking`.
public let kCTTrackingAttributeName: CFString = "CTTracking"
/// Ligatures: 0 only required ones, 1 standard ones (the default).
public let kCTLigatureAttributeName: CFString = "NSLigature"
/// The paragraph style: the same key as UIKit's `.paragraphStyle` (an `NSParagraphStyle`).
public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// The language of the text as a BCP 47 tag (`"ja"`, `"zh-Hans"`): it picks glyph forms
/// where a script is shared, as in Han characters.
public let kCTLanguageAttributeName: CFString = "NSLanguage"
