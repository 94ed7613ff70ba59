import Foundation
import Testing
@testable import OpenUIKit

/// Colour emoji drawn under any transform: scaled once per pixel size where they can be,
/// never trapping where they cannot.
@MainActor
@Suite struct EmojiScaleTests {
    @Test(arguments: [CGFloat.nan, .infinity, 1e300, 0, -2, 1e-300, 40])
    func emojiDrawUnderAnyScale(_ scale: CGFloat) {
        let text = NSAttributedString(string: "👩‍👩‍👧 👍🏽 🇫🇷", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40), format: format).image { context in
            context.cgContext.scaleBy(x: scale, y: scale)
            text.draw(at: .zero)
        }
        #expect(image.size == CGSize(width: 120, height: 40))
    }

    @Test func manyEmojiDrawInTheirColours() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        label.numberOfLines = 0
        label.text = String(repeating: "🍓", count: 200)
        label.displayContents()
        let image = try #require(label.layer.contents as? CGImage)
        var red = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.rgba(atX: x, y: y)
                if p.alpha > 200, p.red > 180, p.green < 90 { red += 1 }
            }
        }
        #expect(red > 1_000, "strawberries drawn red: \(red)")
    }
}
