import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

@MainActor
@Suite("UIKit string drawing")
struct StringDrawingTests {
    private let font = UIFont.systemFont(ofSize: 17)

    /// Rows and columns with dark pixels in `image`, in points.
    private func inkBounds(_ image: UIImage) -> CGRect? {
        let cg = image.cgImage!, s = image.scale
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<cg.height {
            for x in 0..<cg.width where cg.rgba(atX: x, y: y).red < 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: CGFloat(minX) / s, y: CGFloat(minY) / s, width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s)
    }

    private func render(_ draw: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
            draw()
        }
    }

    @Test func sizesMatchALabelsAndStringsAndAttributedStringsAgree() {
        let text = "Invoice #42"
        let size = (text as NSString).size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = text
        let fitted = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(abs(size.width.rounded(.up) - fitted.width) <= 1)
        #expect(abs(size.height.rounded(.up) - fitted.height) <= 1)
        #expect(text.size(withAttributes: [.font: font]) == size)
        #expect(NSAttributedString(string: text, attributes: [.font: font]).size() == size)
        let bigger = (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)])
        #expect(bigger.width > size.width * 1.8)
    }

    @Test func boundingRectWrapsWithLineFragmentOriginAndStartsAtTheBaselineWithout() {
        let text = "The quick brown fox jumps over the lazy dog" as NSString
        let oneLine = text.boundingRect(with: CGSize(width: 100, height: 1000), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.minY < 0, "the origin is the baseline")
        #expect(oneLine.width > 100, "no wrapping without .usesLineFragmentOrigin")
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 100)
        #expect(wrapped.height > oneLine.height * 2.5, "several lines")
    }

    @Test func drawAtPutsTheTextsTopLeftThereAndDrawInWrapsAndClips() throws {
        let image = render { ("Hello" as NSString).draw(at: CGPoint(x: 20, y: 30), withAttributes: [.font: font]) }
        let ink = try #require(inkBounds(image))
        #expect(ink.minX >= 20 && ink.minX < 24)
        #expect(ink.minY >= 30 && ink.minY < 38, "the line's top at y = 30, glyphs below it")
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let atPoint = render {
            NSAttributedString(string: "Hello", attributes: [.font: font, .paragraphStyle: centred]).draw(at: CGPoint(x: 20, y: 30))
        }
        #expect(inkBounds(atPoint)?.minX == ink.minX, "drawing at a point has no width to centre in")
        let attributed = NSAttributedString(string: "Red", attributes: [.font: font, .foregroundColor: UIColor.red])
        let red = render { attributed.draw(at: CGPoint(x: 10, y: 10)) }
        var sawRed = false
        let cg = red.cgImage!
        for y in 0..<cg.height { for x in 0..<cg.width { let p = cg.rgba(atX: x, y: y); if p.red > 200, p.green < 80 { sawRed = true } } }
        #expect(sawRed, "the foreground colour attribute is used")
        let clipped = render {
            ("one two three four five six seven eight nine ten" as NSString).draw(in: CGRect(x: 10, y: 10, width: 60, height: 30), withAttributes: [.font: font])
        }
        let clippedInk = try #require(inkBounds(clipped))
        #expect(clippedInk.maxX <= 70.5 && clippedInk.maxY <= 40.5, "wrapped to the width and clipped to the rectangle")
        #expect(clippedInk.height > 20, "more than one line")
    }
}
