import Foundation
import Testing
@testable import OpenCoreText
@testable import OpenUIKit

/// Every `NSAttributedString` operation that makes Foundation compare attribute values,
/// run on strings whose runs hold OpenUIKit's fonts, colours, paragraph styles, shadows,
/// attachments and images (and apps' subclasses of them): each gives Apple's runs, with
/// equal values merging into one run, and none traps.
@MainActor
@Suite struct AttributeValueRunTests {
    final class BrandColor: UIColor, @unchecked Sendable { let tag = 12.0 }
    final class AppParagraphStyle: NSMutableParagraphStyle, @unchecked Sendable { let tag = 12.0 }
    final class AppShadow: NSShadow, @unchecked Sendable { let tag = 12.0 }
    final class AppAttachment: NSTextAttachment, @unchecked Sendable { let tag = 12.0 }

    /// Two different values under one key, and a third object equal to the first.
    struct ValueCase: CustomTestStringConvertible, Sendable {
        let name: String
        let key: NSAttributedString.Key
        let make: @MainActor @Sendable () -> (first: NSObject, second: NSObject, equalToFirst: NSObject)
        var testDescription: String { name }
    }

    static func style(_ spacing: CGFloat, _ make: () -> NSMutableParagraphStyle = { NSMutableParagraphStyle() }) -> NSMutableParagraphStyle {
        let style = make()
        style.lineSpacing = spacing
        return style
    }

    static func shadow(_ blur: CGFloat, _ make: () -> NSShadow = { NSShadow() }) -> NSShadow {
        let shadow = make()
        shadow.shadowBlurRadius = blur
        shadow.shadowColor = UIColor.red
        return shadow
    }

    nonisolated static let cases: [ValueCase] = [
        // 12.0 is a size whose bits read as "no type" without the header.
        ValueCase(name: "fonts", key: .font) { (UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)) },
        ValueCase(name: "sizes", key: .font) { (UIFont.systemFont(ofSize: 20), UIFont.systemFont(ofSize: 12.3), UIFont.systemFont(ofSize: 20)) },
        ValueCase(name: "italic", key: .font) { (UIFont.italicSystemFont(ofSize: 12), UIFont.systemFont(ofSize: 12), UIFont.italicSystemFont(ofSize: 12)) },
        ValueCase(name: "colours", key: .foregroundColor) { (UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1)) },
        ValueCase(name: "system colours", key: .foregroundColor) { (UIColor.label, UIColor.systemRed, UIColor.label) },
        ValueCase(name: "app colours", key: .backgroundColor) { (BrandColor(red: 0, green: 0, blue: 0, alpha: 0), BrandColor(red: 1, green: 1, blue: 0, alpha: 1), BrandColor(red: 0, green: 0, blue: 0, alpha: 0)) },
        ValueCase(name: "paragraph styles", key: .paragraphStyle) { (style(12), style(4), style(12)) },
        ValueCase(name: "app paragraph styles", key: .paragraphStyle) { (style(0) { AppParagraphStyle() }, style(4) { AppParagraphStyle() }, style(0) { AppParagraphStyle() }) },
        ValueCase(name: "shadows", key: .shadow) { (shadow(12), shadow(2), shadow(12)) },
        ValueCase(name: "app shadows", key: .shadow) { (shadow(0) { AppShadow() }, shadow(3) { AppShadow() }, shadow(0) { AppShadow() }) },
        ValueCase(name: "attachments", key: .attachment) {
            let first = NSTextAttachment(data: nil, ofType: nil)
            return (first, AppAttachment(data: nil, ofType: nil), first)
        },
        ValueCase(name: "images", key: NSAttributedString.Key("AppImage")) {
            let first = UIImage(systemName: "star") ?? UIImage()
            return (first, UIImage(systemName: "heart") ?? UIImage(), first)
        },
    ]

    /// The runs of `key` as enumerated with default options (longest effective ranges).
    static func runs(_ string: NSAttributedString, _ key: NSAttributedString.Key) -> [(range: NSRange, value: NSObject?)] {
        var runs: [(NSRange, NSObject?)] = []
        string.enumerateAttribute(key, in: NSRange(location: 0, length: string.length)) { value, range, _ in
            runs.append((range, value as? NSObject))
        }
        return runs
    }

    static func expectRuns(_ string: NSAttributedString, _ key: NSAttributedString.Key, _ expected: [(Int, Int, NSObject)],
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = runs(string, key)
        #expect(actual.count == expected.count, "\(actual.map(\.range))", sourceLocation: sourceLocation)
        for (run, (location, length, value)) in zip(actual, expected) {
            #expect(run.range == NSRange(location: location, length: length), sourceLocation: sourceLocation)
            #expect(run.value?.isEqual(value) == true, sourceLocation: sourceLocation)
        }
    }

    /// "Plain bold text" (15 characters) in `first`.
    static func plain(_ key: NSAttributedString.Key, _ value: NSObject) -> NSMutableAttributedString {
        NSMutableAttributedString(string: "Plain bold text", attributes: [key: value])
    }

    @Test(arguments: cases) func addingAttributesSplitsAndMergesRuns(_ valueCase: ValueCase) {
        let (first, second, equal) = valueCase.make()
        let key = valueCase.key
        let text = Self.plain(key, first)
        text.addAttribute(key, value: second, range: NSRange(location: 6, length: 4))
        Self.expectRuns(text, key, [(0, 6, first), (6, 4, second), (10, 5, first)])
        text.addAttribute(key, value: equal, range: NSRange(location: 6, length: 4))
        Self.expectRuns(text, key, [(0, 15, first)])
        text.addAttribute(key, value: first, range: NSRange(location: 0, length: 15))
        Self.expectRuns(text, key, [(0, 15, first)])
        text.addAttributes([key: second], range: NSRange(location: 0, length: 5))
        Self.expectRuns(text, key, [(0, 5, second), (5, 10, first)])
        text.setAttributes([key: equal], range: NSRange(location: 0, length: 5))
        Self.expectRuns(text, key, [(0, 15, first)])
    }

    @Test(arguments: cases) func appendingAndInsertingMakeAdjacentRuns(_ valueCase: ValueCase) {
        let (first, second, equal) = valueCase.make()
        let key = valueCase.key
        let text = NSMutableAttributedString(string: "Bold ", attributes: [key: first])
        text.append(NSAttributedString(string: "regular", attributes: [key: second]))
        Self.expectRuns(text, key, [(0, 5, first), (5, 7, second)])
        text.append(NSAttributedString(string: "!", attributes: [key: second]))
        Self.expectRuns(text, key, [(0, 5, first), (5, 8, second)])
        text.insert(NSAttributedString(string: "AB", attributes: [key: equal]), at: 2)
        Self.expectRuns(text, key, [(0, 7, first), (7, 8, second)])
        text.insert(NSAttributedString(string: "xy", attributes: [key: second]), at: 1)
        Self.expectRuns(text, key, [(0, 1, first), (1, 2, second), (3, 6, first), (9, 8, second)])
        #expect(text.string == "BxyoABld regular!")
    }

    @Test(arguments: cases) func replacingAndDeletingAcrossRuns(_ valueCase: ValueCase) {
        let (first, second, equal) = valueCase.make()
        let key = valueCase.key
        let text = Self.plain(key, first)
        text.addAttribute(key, value: second, range: NSRange(location: 6, length: 4))
        text.replaceCharacters(in: NSRange(location: 4, length: 4), with: NSAttributedString(string: "--", attributes: [key: equal]))
        Self.expectRuns(text, key, [(0, 6, first), (6, 2, second), (8, 5, first)])
        text.deleteCharacters(in: NSRange(location: 6, length: 2))
        Self.expectRuns(text, key, [(0, 11, first)])
        #expect(text.string == "Plai-- text")
        text.replaceCharacters(in: NSRange(location: 0, length: 4), with: "Q")
        Self.expectRuns(text, key, [(0, 8, first)])
    }

    @Test(arguments: cases) func readingRunsAndCopies(_ valueCase: ValueCase) throws {
        let (first, second, equal) = valueCase.make()
        let key = valueCase.key
        let text = Self.plain(key, first)
        text.addAttribute(key, value: second, range: NSRange(location: 6, length: 4))
        var longest = NSRange()
        let value = text.attribute(key, at: 12, longestEffectiveRange: &longest, in: NSRange(location: 0, length: 15))
        #expect((value as? NSObject)?.isEqual(first) == true)
        #expect(longest == NSRange(location: 10, length: 5))
        Self.expectRuns(text.attributedSubstring(from: NSRange(location: 4, length: 4)), key, [(0, 2, first), (2, 2, second)])
        let copies: [NSAttributedString] = [
            try #require(text.copy() as? NSAttributedString), try #require(text.mutableCopy() as? NSMutableAttributedString),
            NSAttributedString(attributedString: text),
        ]
        for copy in copies {
            #expect(copy.isEqual(text))
            Self.expectRuns(copy, key, [(0, 6, first), (6, 4, second), (10, 5, first)])
        }
        let sameValues = Self.plain(key, equal)
        sameValues.addAttribute(key, value: second, range: NSRange(location: 6, length: 4))
        #expect(sameValues.isEqual(text))
        #expect(!Self.plain(key, second).isEqual(Self.plain(key, first)))
    }

    @Test func aBoldWordAddedToARegularStringIsItsOwnRun() {
        let text = NSMutableAttributedString(string: "Plain bold text", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 6, length: 4))
        var range = NSRange()
        let font = text.attribute(.font, at: 7, effectiveRange: &range) as? UIFont
        #expect(font == UIFont.boldSystemFont(ofSize: 20))
        #expect(range == NSRange(location: 6, length: 4))
    }

    @Test func everyUIKitAttributeValueClassStartsWithTheHeader() {
        let objects: [AnyObject] = [
            UIFont.systemFont(ofSize: 12), UIFont.italicSystemFont(ofSize: 12), UIColor.red, BrandColor(red: 0, green: 0, blue: 0, alpha: 1),
            NSTextAttachment(data: nil, ofType: nil), AppAttachment(data: nil, ofType: nil), UIImage(),
            UIFontDescriptor(fontAttributes: [:]), AppParagraphStyle(), AppShadow(),
        ]
        for object in objects {
            let word = withExtendedLifetime(object) {
                Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 16, as: UInt64.self)
            }
            #expect(word == AttributeValueHeader.word, "\(type(of: object))")
        }
    }
}

/// Number attributes given as `CGFloat`, as app code writes them, behave as numbers.
@Suite struct CGFloatAttributeTests {
    @Test func cgFloatValuesBridgeToNumbersAndCompare() throws {
        let key = NSAttributedString.Key.kern
        let text = NSMutableAttributedString(string: "abcdefgh")
        text.addAttribute(key, value: CGFloat(12.0), range: NSRange(location: 0, length: 8))
        text.addAttribute(key, value: CGFloat(3.0), range: NSRange(location: 0, length: 4))
        text.addAttribute(key, value: CGFloat(12.0), range: NSRange(location: 0, length: 8))
        var range = NSRange()
        let value = text.attribute(key, at: 2, effectiveRange: &range)
        #expect(value is NSNumber)
        #expect(value as? CGFloat == 12)
        #expect(range == NSRange(location: 0, length: 8))
        let boxed = try #require(NSArray(array: [CGFloat(2.5)]).firstObject)
        #expect((boxed as? NSNumber)?.doubleValue == 2.5)
    }
}
