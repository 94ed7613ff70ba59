import Foundation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Colour emoji from the installed emoji font (Noto Color Emoji), in labels and fields.
@MainActor
@Suite("Colour emoji", .bandDeterminism)
struct EmojiTests {
    /// Pixels of the label's contents by kind: saturated colour, and near-black text ink.
    private func ink(_ image: CGImage, columns: Range<Int>? = nil) -> (colored: Int, black: Int) {
        var colored = 0, black = 0
        for y in 0..<image.height {
            for x in columns ?? 0..<image.width {
                let p = image.rgba(atX: x, y: y)
                guard p.alpha > 200 else { continue }
                let high = max(p.red, p.green, p.blue), low = min(p.red, p.green, p.blue)
                if high > 150, Int(high) - Int(low) > 90 { colored += 1 }
                if high < 60 { black += 1 }
            }
        }
        return (colored, black)
    }

    private func rendered(_ label: UILabel) throws -> CGImage {
        label.displayContents()
        return try #require(label.layer.contents as? CGImage)
    }

    @Test func emojiDrawInTheirOwnColoursWhateverTheTextColour() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.textColor = .black
        label.text = "😀😀😀"
        let image = try rendered(label)
        let counts = ink(image)
        #expect(counts.colored > 300, "yellow faces: \(counts)")
        let face = image.rgba(atX: image.width / 12, y: image.height / 2)
        #expect(face.red > 200 && face.green > 120 && face.blue < 100, "a yellow face at its middle: \(face)")
    }

    @Test func textPresentationSelectorKeepsTheTextColour() throws {
        let emoji = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        emoji.textColor = .black
        emoji.text = "\u{2764}\u{FE0F}"
        #expect(ink(try rendered(emoji)).colored > 100, "U+FE0F asks for the red emoji heart")
        let text = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        text.textColor = .black
        text.text = "\u{2764}\u{FE0E}"
        let counts = ink(try rendered(text))
        #expect(counts.colored == 0 && counts.black > 20, "U+FE0E keeps the black text heart: \(counts)")
    }

    @Test func sequencesStayOneEmoji() {
        let font = UIFont.systemFont(ofSize: 20)
        let single = ("😀" as NSString).size(withAttributes: [.font: font]).width
        for sequence in ["👍🏽", "🇫🇷", "👩‍💻", "👨‍👩‍👧"] {
            let width = (sequence as NSString).size(withAttributes: [.font: font]).width
            #expect(abs(width - single) < 1, "\(sequence) is as wide as one emoji: \(width) vs \(single)")
        }
    }

    @Test func spacesAfterAnEmojiKeepTheTextFontsWidth() {
        let font = UIFont.systemFont(ofSize: 20)
        func width(_ text: String) -> CGFloat { (text as NSString).size(withAttributes: [.font: font]).width }
        #expect(abs(width("😀 a") - width("😀") - width(" a")) < 0.5)
    }

    @Test func emojiSitOnTheBaselineAtTheTextSize() {
        let font = UIFont.systemFont(ofSize: 17)
        let width = ("😀" as NSString).size(withAttributes: [.font: font]).width
        // Noto Color Emoji advances 1.245 em, close to Apple Color Emoji's 1.25.
        #expect(width > 17 * 1.15 && width < 17 * 1.35, "\(width)")
        let label = UILabel()
        label.font = font
        label.text = "Aa"
        let plainHeight = label.intrinsicContentSize.height
        label.text = "Aa😀"
        #expect(label.intrinsicContentSize.height <= plainHeight + 4, "an emoji barely changes the line height")
    }

    @Test func aLabelAndAFieldWithEmojiMatchTheirReference() {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 240, height: 84)
        let label = UILabel()
        label.text = "Party 🎉 at 8 🍕❤️"
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Ship it 🚀👍🏽🇫🇷"
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(field)
        let view = UIView(frame: stack.frame)
        view.backgroundColor = .white
        view.addSubview(stack)
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, traits: UITraitCollection(displayScale: 2)), named: "label-and-field")
    }
}
