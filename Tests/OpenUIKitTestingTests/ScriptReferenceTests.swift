import Foundation
import OpenUIKitTesting
import Testing

/// Labels in the scripts real apps ship: Latin with ligatures, Arabic, Hebrew, Devanagari,
/// Chinese and Japanese. The reference was looked at beside what HarfBuzz's `hb-view`
/// draws for the same strings in the same fonts.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct ScriptReferenceTests {
    static let samples: [(text: String, alignment: NSTextAlignment)] = [
        ("office affinity — “fluffy” waffles", .natural),
        ("مرحبا بالعالم، ١٢٣ مرة", .right),
        ("שלום עולם (Hello) 2026", .right),
        ("नमस्ते दुनिया, क्षत्रिय", .natural),
        ("你好，世界。日本語のテキスト", .natural),
    ]

    private func sheet() -> UIView {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: CGFloat(Self.samples.count) * 44 + 12))
        sheet.backgroundColor = .white
        for (index, sample) in Self.samples.enumerated() {
            let label = UILabel(frame: CGRect(x: 12, y: 12 + CGFloat(index) * 44, width: 316, height: 32))
            label.text = sample.text
            label.font = .systemFont(ofSize: 20)
            label.textColor = .black
            label.textAlignment = sample.alignment
            sheet.addSubview(label)
        }
        return sheet
    }

    @Test func scriptsMatchTheirReference() {
        let traits = UITraitCollection { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        assertSnapshot(of: sheet(), as: .image(perceptualPrecision: 0.98, traits: traits), named: "scripts")
    }

    @Test func decorationsMatchTheirReference() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 460, height: 56))
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 436, height: 32))
        let text = NSMutableAttributedString(string: "")
        let base: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        for (string, extra) in [
            ("under", [NSAttributedString.Key.underlineStyle: NSUnderlineStyle.single.rawValue]),
            (" double", [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.systemBlue]),
            (" struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.systemRed]),
            (" marked", [.backgroundColor: UIColor.systemYellow]),
            (" x", [:]), ("2", [.baselineOffset: 8, .font: UIFont.systemFont(ofSize: 13)]),
        ] as [(String, [NSAttributedString.Key: Any])] {
            text.append(NSAttributedString(string: string, attributes: base.merging(extra) { $1 }))
        }
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)
        text.append(NSAttributedString(string: " shadow", attributes: base.merging([.shadow: shadow, .foregroundColor: UIColor.systemTeal]) { $1 }))
        if let star = UIImage(systemName: "star.fill") {
            let attachment = NSTextAttachment(image: star)
            attachment.bounds = CGRect(x: 0, y: -2, width: 18, height: 18)
            text.append(NSAttributedString(string: " ", attributes: base))
            let starText = NSMutableAttributedString(attachment: attachment)
            starText.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 0, length: 1))
            text.append(starText)
        }
        label.attributedText = text
        view.addSubview(label)
        let traits = UITraitCollection { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, traits: traits), named: "decorations")
    }

    @Test func textViewMatchesItsReference() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 130))
        view.backgroundColor = .white
        let text = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 110))
        text.font = .systemFont(ofSize: 17)
        text.text = "Liquid Glass lenses the light behind it.\nFrost, tint and highlights adapt to the content. مرحبا"
        text.backgroundColor = .systemGray6
        view.addSubview(text)
        // Rendered in its own window, so it stays first responder and shows its selection.
        let window = UIWindow(frame: view.bounds)
        window.screen = UIScreen(bounds: view.bounds, scale: 2)
        window.traitOverrides.userInterfaceStyle = .light
        window.addSubview(view)
        window.makeKeyAndVisible()
        text.becomeFirstResponder()
        text.selectedRange = NSRange(location: 7, length: 40)
        assertSnapshot(of: window.renderedImage(), as: .image(perceptualPrecision: 0.98), named: "text-view")
    }

    @Test func rightAlignedRightToLeftTextEndsAtTheRightEdge() throws {
        let view = sheet()
        let window = UIWindow(frame: view.bounds)
        window.screen = UIScreen(bounds: view.bounds, scale: 1)
        window.addSubview(view)
        window.makeKeyAndVisible()
        let image = try #require(window.renderedImage().cgImage)
        // The Arabic and Hebrew rows end within a few points of the right inset, the Chinese row does not.
        func rightmostInk(row: Int) -> Int {
            var rightmost = 0
            for y in (12 + row * 44)..<(44 + row * 44) {
                for x in 0..<image.width where image.rgba(atX: x, y: y).red < 128 { rightmost = max(rightmost, x) }
            }
            return rightmost
        }
        #expect(rightmostInk(row: 1) > 320)
        #expect(rightmostInk(row: 2) > 320)
        #expect(rightmostInk(row: 4) < 300)
    }
}
