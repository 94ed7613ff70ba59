import Foundation
import FuzzSupport
import OpenCoreText
import OpenUIKit

/// Random sequences of `NSMutableAttributedString` edits and reads with OpenUIKit's
/// attribute values (fonts, colours, paragraph styles, shadows, attachments, images, and
/// apps' subclasses of them), the operations that make Foundation compare values. After
/// each step the runs of every key must cover the text without gaps; at the end the
/// string is measured and drawn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAttributedString(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated {
        var session = AttributedStringSession()
        session.run(&input)
    }
    return 0
}

final class AppColor: UIColor, @unchecked Sendable { let tag = 12.0 }
final class AppShadow: NSShadow, @unchecked Sendable { let tag = 12.0 }
final class AppParagraphStyle: NSMutableParagraphStyle, @unchecked Sendable { let tag = 12.0 }
final class AppAttachment: NSTextAttachment, @unchecked Sendable { let tag = 12.0 }

@MainActor
struct AttributedStringSession {
    let text = NSMutableAttributedString(string: "")

    static let keys: [NSAttributedString.Key] = [.font, .foregroundColor, .backgroundColor, .paragraphStyle, .shadow, .attachment,
                                                  .kern, .underlineStyle, NSAttributedString.Key("AppValue")]

    mutating func run(_ input: inout FuzzInput) {
        for _ in 0..<(1 + input.choose(40)) where !input.isExhausted {
            step(&input)
            check()
        }
        measureAndDraw(&input)
    }

    static func value(for key: NSAttributedString.Key, _ input: inout FuzzInput) -> Any {
        switch key {
        case .font:
            // 12 is a size whose bits once read as "no type" to Core Foundation.
            let size = input.pick([12, 12.3, 17, 20, input.geometry(ordinary: 1...60)])
            return input.pick([UIFont.systemFont(ofSize: size), .boldSystemFont(ofSize: size), .italicSystemFont(ofSize: size)])
        case .foregroundColor, .backgroundColor:
            let level = CGFloat(input.choose(3)) / 2
            return input.pick([UIColor(red: level, green: 0, blue: 1 - level, alpha: 1), AppColor(red: level, green: level, blue: 0, alpha: 1), .label, .systemRed, .clear])
        case .paragraphStyle:
            let style = input.bool() ? NSMutableParagraphStyle() : AppParagraphStyle()
            style.lineSpacing = CGFloat(input.choose(3)) * 4
            style.alignment = input.pick([.left, .center, .natural])
            return style
        case .shadow:
            let shadow = input.bool() ? NSShadow() : AppShadow()
            shadow.shadowBlurRadius = CGFloat(input.choose(3))
            shadow.shadowColor = input.bool() ? UIColor.black : nil
            return shadow
        case .attachment:
            let attachment = input.bool() ? NSTextAttachment(data: nil, ofType: nil) : AppAttachment(data: nil, ofType: nil)
            if input.bool() { attachment.image = UIImage(systemName: "star.fill") }
            return attachment
        case .kern:
            // A CGFloat, as app code writes it (OpenCoreGraphics bridges it to NSNumber).
            return input.geometry(ordinary: -2...4)
        case .underlineStyle:
            return input.pick([0, 1, 2])
        default:
            return input.pick([UIImage(systemName: "heart") ?? UIImage(), UIImage()])
        }
    }

    static func attributes(_ input: inout FuzzInput) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        for _ in 0..<input.choose(4) {
            let key = input.pick(keys)
            attributes[key] = value(for: key, &input)
        }
        return attributes
    }

    /// A range inside the text (Foundation, like Apple's, stops on ranges outside it) of
    /// whole characters as Swift counts them: Foundation on Linux widens edits to those,
    /// and an edit it widens differently from the range given corrupts its attribute runs
    /// (Core Foundation's composed sequences end inside long joined emoji where Swift's
    /// characters do not). OpenUIKit's text editing rounds the same way.
    func range(_ input: inout FuzzInput) -> NSRange {
        let location = input.choose(text.length + 1)
        let end = location + input.choose(text.length - location + 1)
        let start = characterStart(atOrBefore: location)
        return NSRange(location: start, length: characterStart(atOrAfter: end) - start)
    }

    /// The UTF-16 offsets where Swift's characters of the text start, and its end.
    func characterStarts() -> [Int] {
        var starts = [0]
        var offset = 0
        for character in text.string {
            offset += character.utf16.count
            starts.append(offset)
        }
        return starts
    }

    func characterStart(atOrBefore offset: Int) -> Int { characterStarts().last { $0 <= offset } ?? 0 }

    func characterStart(atOrAfter offset: Int) -> Int { characterStarts().first { $0 >= offset } ?? text.length }

    func piece(_ input: inout FuzzInput) -> NSAttributedString {
        NSAttributedString(string: input.text(maximum: 12), attributes: Self.attributes(&input))
    }

    mutating func step(_ input: inout FuzzInput) {
        let key = input.pick(Self.keys)
        let operation = input.choose(16)
        switch operation {
        case 0: text.addAttribute(key, value: Self.value(for: key, &input), range: range(&input))
        case 1: text.addAttributes(Self.attributes(&input), range: range(&input))
        case 2: text.setAttributes(Self.attributes(&input), range: range(&input))
        case 3: text.removeAttribute(key, range: range(&input))
        case 4:
            let added = piece(&input)
            text.append(added)
        case 5:
            let added = piece(&input), location = characterStart(atOrBefore: input.choose(text.length + 1))
            text.insert(added, at: location)
        case 6:
            let replaced = range(&input), added = piece(&input)
            text.replaceCharacters(in: replaced, with: added)
        case 7:
            let replaced = range(&input), added = input.text(maximum: 6)
            text.replaceCharacters(in: replaced, with: added)
        case 8:
            let removed = range(&input)
            text.deleteCharacters(in: removed)
        case 9:
            let options: NSAttributedString.EnumerationOptions = input.pick([[], .reverse, .longestEffectiveRangeNotRequired])
            text.enumerateAttribute(key, in: range(&input), options: options) { _, _, _ in }
        case 10:
            guard !(text.length == 0) else { return }
            var longest = NSRange()
            _ = text.attribute(key, at: input.choose(text.length), longestEffectiveRange: &longest, in: NSRange(location: 0, length: text.length))
        case 11: _ = text.attributedSubstring(from: range(&input))
        case 12: _ = (text.copy() as? NSAttributedString)?.isEqual(text)
        case 13: _ = (text.mutableCopy() as? NSMutableAttributedString)?.isEqual(NSAttributedString(attributedString: text))
        case 14: text.enumerateAttributes(in: range(&input), options: []) { _, _, _ in }
        default:
            let copy = NSMutableAttributedString(attributedString: text)
            copy.addAttribute(key, value: Self.value(for: key, &input), range: NSRange(location: 0, length: copy.length))
            _ = copy.isEqual(text)
        }
    }

    /// The runs of every key cover the text in order. (The characters are not checked
    /// against a model: Foundation on Linux widens some edits inside long joined sequences,
    /// hundreds of zero-width joiners, differently from Swift's characters.)
    func check() {
        for key in Self.keys {
            var end = 0
            text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length), options: []) { _, range, _ in
                precondition(range.location == end && range.length > 0, "runs of \(key.rawValue) leave a gap")
                end = NSMaxRange(range)
            }
            precondition(end == text.length, "runs of \(key.rawValue) do not reach the end")
        }
    }

    mutating func measureAndDraw(_ input: inout FuzzInput) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.numberOfLines = input.choose(3)
        label.adjustsFontSizeToFitWidth = input.bool()
        label.minimumScaleFactor = 0.5
        label.allowsDefaultTighteningForTruncation = input.bool()
        label.attributedText = text
        _ = label.sizeThatFits(CGSize(width: 60, height: 1_000))
        _ = text.boundingRect(with: CGSize(width: 60, height: 1_000), options: [.usesLineFragmentOrigin], context: nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format).image { context in
            label.layer.render(in: context.cgContext)
        }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.attributedText = text
        view.selectedRange = NSRange(location: input.choose(text.length + 1), length: 0)
        view.insertText(input.text(maximum: 4))
    }
}
