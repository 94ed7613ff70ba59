import Foundation
import Testing
@testable import OpenUIKit

/// Rich text apps build every day (a bold word, a red word, an italic word) renders in
/// labels and text views, measures, and survives what UIKit itself does to it (scaling,
/// tightening, default colours).
@MainActor
@Suite struct MixedRunTextTests {
    static func mixed(size: CGFloat = 20) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Plain bold red italic", attributes: [.font: UIFont.systemFont(ofSize: size)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: size), range: NSRange(location: 6, length: 4))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 11, length: 3))
        text.addAttribute(.font, value: UIFont.italicSystemFont(ofSize: size), range: NSRange(location: 15, length: 6))
        return text
    }

    /// Dark ink (alpha-weighted darkness) in columns `range` of the label's bitmap, and its red pixels.
    static func ink(_ view: UIView, columns: ClosedRange<CGFloat>) -> (dark: Int, red: Int) {
        view.displayContents()
        guard let image = view.layer.contents as? CGImage else { return (0, 0) }
        let scale = CGFloat(image.width) / view.bounds.width
        var dark = 0, red = 0
        for y in 0..<image.height {
            for x in Int(columns.lowerBound * scale)..<min(image.width, Int(columns.upperBound * scale)) {
                let p = image.rgba(atX: x, y: y)
                guard p.alpha > 100 else { continue }
                if p.red > 180, p.green < 90, p.blue < 90 { red += 1 } else if p.red < 90, p.green < 90, p.blue < 90 { dark += Int(p.alpha) }
            }
        }
        return (dark, red)
    }

    @Test func aLabelDrawsABoldRedAndItalicWord() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        label.textColor = .black
        label.attributedText = Self.mixed()
        let plainWidth = NSAttributedString(string: "Plain ", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size().width
        let boldWidth = NSAttributedString(string: "bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).size().width
        let regularBold = NSAttributedString(string: "bold", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size().width
        #expect(boldWidth > regularBold)
        // The bold word's ink is heavier than the same word drawn regular.
        let regular = UILabel(frame: label.frame)
        regular.textColor = .black
        regular.attributedText = NSAttributedString(string: "Plain bold red italic", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let boldInk = Self.ink(label, columns: plainWidth...(plainWidth + boldWidth)).dark
        let regularInk = Self.ink(regular, columns: plainWidth...(plainWidth + regularBold)).dark
        #expect(boldInk > regularInk * 5 / 4)
        #expect(Self.ink(label, columns: 0...320).red > 40)
        #expect(Self.ink(regular, columns: 0...320).red == 0)
        let bounds = Self.mixed().boundingRect(with: CGSize(width: 1000, height: 1000), options: [.usesLineFragmentOrigin], context: nil)
        #expect(bounds.width > regular.intrinsicContentSize.width)
        #expect(bounds.height >= UIFont.systemFont(ofSize: 20).lineHeight.rounded(.down))
    }

    @Test func aTextViewDrawsTheWordsInTheirStyles() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        view.textColor = .black
        view.attributedText = Self.mixed()
        #expect(view.attributedText.string == "Plain bold red italic")
        view.layoutIfNeeded()
        #expect(Self.ink(view.canvas, columns: 0...320).red > 40)
        let colours = NSMutableAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        colours.append(NSAttributedString(string: " blue", attributes: [.foregroundColor: UIColor.blue]))
        view.attributedText = colours
        #expect(view.attributedText.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test func whatUIKitDoesToStyledTextKeepsItDrawing() {
        // Shrinking to fit adds a font over runs of one font.
        let shrinking = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        shrinking.attributedText = NSAttributedString(string: "A long styled headline", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        #expect(Self.ink(shrinking, columns: 0...120).dark > 0)
        // Runs without a colour take the label's, which copies the string.
        let appended = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        appended.append(NSAttributedString(string: "regular", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = appended
        #expect(Self.ink(label, columns: 0...200).dark > 0)
        // Tightening a two-font line.
        let tight = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        tight.allowsDefaultTighteningForTruncation = true
        tight.attributedText = Self.mixed(size: 17)
        #expect(Self.ink(tight, columns: 0...150).dark > 0)
    }
}
