import Foundation
import Testing
@testable import OpenUIKit

/// Underlines, strikethroughs, backgrounds and baseline offsets drawn in labels.
@MainActor
@Suite struct TextDecorationTests {
    /// The rows (at 1×) where a label's pixels are mostly `match`ing, for a label of `text`.
    private func rows(of attributes: [NSAttributedString.Key: Any], text: String = "ace", where match: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool)
        -> [Int]
    {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        var all: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black]
        all.merge(attributes) { $1 }
        label.attributedText = NSAttributedString(string: text, attributes: all)
        label.displayContents()
        guard let image = label.layer.contents as? CGImage else { return [] }
        let textWidth = Int(label.intrinsicContentSize.width * CGFloat(image.width) / 120)
        return (0..<image.height).filter { y in
            let hits = (0..<max(1, textWidth - 2)).filter { match(image.rgba(atX: $0, y: y)) }.count
            return hits > textWidth * 8 / 10
        }
    }

    private let red = { (p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) in p.alpha > 150 && p.red > 180 && p.green < 90 }

    @Test func underlinesRunUnderTheBaselineAndStrikethroughsThroughTheMiddle() {
        // "ace" has no descenders and no ascenders: a full-width red row can only be the line.
        let underline = rows(of: [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red], where: red)
        let strike = rows(of: [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red], where: red)
        let thick = rows(of: [.underlineStyle: NSUnderlineStyle.thick.rawValue, .underlineColor: UIColor.red], where: red)
        #expect(!underline.isEmpty && !strike.isEmpty)
        #expect(underline.min()! > strike.max()!, "the underline is below the strikethrough")
        #expect(thick.count > underline.count, "thick lines are thicker")
        #expect(rows(of: [:], where: red).isEmpty, "no lines without the attributes")
    }

    @Test func backgroundsFillBehindTheRun() {
        let filled = rows(of: [.backgroundColor: UIColor.red], where: red)
        #expect(filled.count > 15, "the background covers the line's height")
    }

    @Test func baselineOffsetRaisesTheGlyphs() {
        func inkTop(_ attributes: [NSAttributedString.Key: Any]) -> Int {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            var all: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black]
            all.merge(attributes) { $1 }
            label.attributedText = NSAttributedString(string: "x", attributes: all)
            label.displayContents()
            guard let image = label.layer.contents as? CGImage else { return 0 }
            return (0..<image.height).first { y in (0..<image.width).contains { image.rgba(atX: $0, y: y).alpha > 128 } } ?? 0
        }
        let scale = Int(UIScreen.main.scale)
        #expect(inkTop([:]) - inkTop([.baselineOffset: 6]) == 6 * scale)
    }
}

/// Labels that shrink their text to fit their width.
@MainActor
@Suite struct FontShrinkingTests {
    private func inkWidth(_ label: UILabel) -> Int {
        label.displayContents()
        guard let image = label.layer.contents as? CGImage else { return 0 }
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { image.rgba(atX: x, y: $0).alpha > 100 } }
        return (columns.max() ?? 0) - (columns.min() ?? 0) + 1
    }

    @Test func aSingleLineShrinksToItsWidthDownToTheMinimumScale() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Liquid Glass everywhere"
        label.lineBreakMode = .byClipping
        let clipped = inkWidth(label)
        label.adjustsFontSizeToFitWidth = true
        #expect(inkWidth(label) == clipped, "a minimum scale of 0 keeps the size, as in UIKit")
        label.minimumScaleFactor = 0.3
        let scale = Int(UIScreen.main.scale)
        let shrunk = inkWidth(label)
        #expect(shrunk <= 100 * scale && shrunk > 85 * scale, "the whole line fits, filling the width")
        label.minimumScaleFactor = 0.9
        #expect(inkWidth(label) >= 97 * scale, "no smaller than 90 %: the rest runs to the edge, clipped")
        label.minimumScaleFactor = .nan
        #expect(label.minimumScaleFactor == 0)
    }
}

/// Images inline in text.
@MainActor
@Suite struct TextAttachmentTests {
    @Test func anAttachmentTakesItsWidthAndHeightAndTheTextsColour() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "ab", attributes: [.font: font])
        let star = NSTextAttachment(image: try #require(UIImage(systemName: "star.fill")))
        star.bounds = CGRect(x: 0, y: -4, width: 30, height: 40)
        let text = NSMutableAttributedString(string: "a", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(attachment: star))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
        text.append(NSAttributedString(string: "b", attributes: [.font: font]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.attributedText = text
        #expect(abs(label.intrinsicContentSize.width - plain.intrinsicContentSize.width - 30) <= 1)
        #expect(label.intrinsicContentSize.height >= 40, "the line grows to hold the attachment (36 above the baseline, 4 below)")
        label.displayContents()
        let image = try #require(label.layer.contents as? CGImage)
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(atX: x, y: y)
                if p.alpha > 200, p.red > 200, p.green < 80 { red += 1 }
            }
        }
        let scale = Int(UIScreen.main.scale)
        #expect(red > 200 * scale * scale, "the symbol is tinted with the text's colour")
    }
}

extension TextAttachmentTests {
    @Test func truncationEndsInAnEllipsisNotTheAttachment() throws {
        let text = NSMutableAttributedString(string: "A long line that cannot fit ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(attachment: NSTextAttachment(image: try #require(UIImage(systemName: "star.fill")))))
        let layout = try #require(TextLayout(
            text, font: .systemFont(ofSize: 17), color: .black, width: 120, maximumLines: 1, mode: .byTruncatingTail,
            alignment: .natural, rightToLeft: false))
        #expect(layout.lineTexts.first?.hasSuffix("\u{2026}") == true)
        #expect(layout.lineTexts.first?.contains("\u{FFFC}") == false)
    }
}

/// Shadows behind text.
@MainActor
@Suite struct TextShadowTests {
    @Test func aShadowFallsAtItsOffsetAndSpreadsWithItsBlur() throws {
        func image(_ shadow: NSShadow?) throws -> CGImage {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.white]
            if let shadow { attributes[.shadow] = shadow }
            label.attributedText = NSAttributedString(string: "II", attributes: attributes)
            label.displayContents()
            return try #require(label.layer.contents as? CGImage)
        }
        func shadowPixels(_ image: CGImage) -> [(x: Int, y: Int)] {
            var found: [(Int, Int)] = []
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.rgba(atX: x, y: y)
                    if p.alpha > 40, p.red < 60 { found.append((x, y)) }
                }
            }
            return found
        }
        #expect(shadowPixels(try image(nil)).isEmpty, "white text alone has no dark pixels")
        let sharp = NSShadow()
        sharp.shadowOffset = CGSize(width: 4, height: 6)
        sharp.shadowColor = UIColor.black
        let hard = shadowPixels(try image(sharp))
        #expect(hard.count > 50)
        let textImage = try image(nil)
        let scale = textImage.width / 120
        var lowestText = 0
        for y in 0..<textImage.height where (0..<textImage.width).contains(where: { textImage.rgba(atX: $0, y: y).alpha > 128 }) { lowestText = y }
        let lowestShadow: Int = hard.map(\.y).max() ?? 0
        let drop: Int = lowestShadow - lowestText
        #expect(abs(drop - 6 * scale) <= 2 * scale, "the shadow sits 6 points lower: \(drop)")
        sharp.shadowBlurRadius = 6
        let soft = shadowPixels(try image(sharp))
        #expect((soft.map(\.y).max() ?? 0) > lowestShadow, "blur spreads the shadow further")
    }
}
