import Foundation
import FuzzSupport
import OpenCoreText
import OpenUIKit

/// Random Unicode (every plane, bidi controls, emoji sequences, control characters, long
/// runs) with random attributes and paragraph styles, through Core Text's framesetter
/// and lines, `UILabel`, UIKit's string drawing and text view editing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated {
        var layoutCase = TextLayoutCase(&input)
        layoutCase.run()
    }
    return 0
}

@MainActor
struct TextLayoutCase {
    let string: NSAttributedString
    var input: FuzzInput

    init(_ input: inout FuzzInput) {
        let text = input.text(maximum: 400)
        string = Self.styled(text, &input)
        self.input = input
    }

    /// The text cut into up to five runs, each with random attributes (neighbouring runs
    /// with equal values merge, as on Apple's platforms).
    static func styled(_ text: String, _ input: inout FuzzInput) -> NSAttributedString {
        let utf16 = Array(text.utf16)
        let result = NSMutableAttributedString(string: "")
        var start = 0
        var segment = 0
        while start < utf16.count {
            let length = segment == 4 ? utf16.count - start : min(utf16.count - start, 1 + input.choose(utf16.count))
            let attributes = Self.attributes(&input)
            let piece = String(decoding: utf16[start..<(start + length)], as: UTF16.self)
            result.append(NSAttributedString(string: piece, attributes: attributes))
            start += length
            segment += 1
        }
        return result
    }

    static func attributes(_ input: inout FuzzInput) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if input.bool() { attributes[.font] = UIFont.systemFont(ofSize: input.geometry(ordinary: 1...80), weight: input.pick([.regular, .bold, .black])) }
        if input.bool() { attributes[.kern] = input.geometry(ordinary: -5...20) }
        if input.bool() { attributes[.baselineOffset] = input.geometry(ordinary: -20...20) }
        if input.bool() { attributes[.foregroundColor] = input.pick([UIColor.red, .label, .clear]) }
        if input.bool() { attributes[.underlineStyle] = input.pick([1, 2, 9, -1]) }
        if input.bool() { attributes[.writingDirection] = [input.choose(4)] }
        if input.bool() {
            let style = NSMutableParagraphStyle()
            style.alignment = input.pick([.left, .right, .center, .justified, .natural])
            style.lineBreakMode = input.pick([.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
            style.lineSpacing = input.geometry(ordinary: 0...30)
            style.paragraphSpacing = input.geometry(ordinary: 0...30)
            style.firstLineHeadIndent = input.geometry(ordinary: 0...60)
            style.headIndent = input.geometry(ordinary: 0...60)
            style.tailIndent = input.geometry(ordinary: -60...60)
            style.lineHeightMultiple = input.geometry(ordinary: 0...3)
            style.baseWritingDirection = input.pick([.natural, .leftToRight, .rightToLeft])
            attributes[.paragraphStyle] = style
        }
        return attributes
    }

    mutating func run() {
        typesetWithCoreText()
        measureAndDrawWithUIKit()
        editInATextView()
    }

    private mutating func typesetWithCoreText() {
        let bounds = CGRect(x: 0, y: 0, width: input.geometry(), height: input.geometry(ordinary: 0...2_000))
        let framesetter = CTFramesetterCreateWithAttributedString(string)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: 0), CGPath(rect: bounds, transform: nil), nil)
        _ = CTFrameGetVisibleStringRange(frame)
        _ = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil, bounds.size, nil)
        let line = CTLineCreateWithAttributedString(string)
        let width = Double(input.geometry())
        _ = CTLineCreateTruncatedLine(line, width, input.pick([.start, .middle, .end]), nil)
        _ = CTLineCreateJustifiedLine(line, input.geometry(ordinary: 0...1), width)
        _ = CTLineGetOffsetForStringIndex(line, input.choose(string.length + 2) - 1, nil)
        _ = CTLineGetStringIndexForPosition(line, CGPoint(x: input.geometry(), y: 0))
    }

    private mutating func measureAndDrawWithUIKit() {
        let label = UILabel()
        label.numberOfLines = input.choose(4)
        label.lineBreakMode = input.pick([.byWordWrapping, .byTruncatingTail, .byTruncatingMiddle, .byClipping])
        label.adjustsFontSizeToFitWidth = input.bool()
        label.minimumScaleFactor = input.geometry(ordinary: 0...1)
        if input.bool() { label.attributedText = string } else { label.text = string.string }
        let fitting = CGSize(width: input.geometry(), height: input.geometry())
        _ = label.sizeThatFits(fitting)
        label.frame = CGRect(x: 0, y: 0, width: 48, height: 32)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 32), format: format).image { context in
            label.layer.render(in: context.cgContext)
            _ = string.boundingRect(with: fitting, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
            string.draw(in: CGRect(x: 0, y: 0, width: 48, height: 32))
            (string.string as NSString).draw(at: CGPoint(x: input.geometry(), y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 9)])
        }
    }

    private mutating func editInATextView() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.attributedText = string
        for _ in 0..<input.choose(12) {
            switch input.choose(4) {
            case 0: view.insertText(input.text(maximum: 6))
            case 1: view.deleteBackward()
            case 2:
                let length = (view.text as NSString).length
                let start = input.choose(length + 3) - 1
                view.selectedRange = NSRange(location: start, length: input.choose(length + 2))
            default: view.layoutIfNeeded()
            }
        }
        _ = view.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
    }
}
