import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct AttributedLabelTests {
    private func inkColors(_ label: UILabel) -> (red: Int, blue: Int) {
        label.displayContents()
        guard let image = label.layer.contents as? CGImage else { return (0, 0) }
        var red = 0, blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(atX: x, y: y)
                guard p.alpha > 200 else { continue }
                if p.red > 200, p.blue < 80 { red += 1 }
                if p.blue > 200, p.red < 80 { blue += 1 }
            }
        }
        return (red, blue)
    }

    @Test func runsKeepTheirOwnColourAndFont() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 30)]))
        label.attributedText = text
        #expect(label.text == "Red Blue")
        let ink = inkColors(label)
        #expect(ink.red > 100 && ink.blue > 100)
        // The bold 30-point run sets the line's height.
        #expect(label.intrinsicContentSize.height >= UIFont.boldSystemFont(ofSize: 30).lineHeight.rounded(.down))
    }

    @Test func kerningWidensAndParagraphStyleAligns() {
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "Glass")
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(string: "Glass", attributes: [.kern: 5.0])
        #expect(abs(kerned.intrinsicContentSize.width - plain.intrinsicContentSize.width - 25) <= 1)

        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let right = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        right.attributedText = NSAttributedString(string: "end", attributes: [.paragraphStyle: style, .foregroundColor: UIColor.red])
        right.displayContents()
        let image = right.layer.contents as! CGImage
        let scale = image.width / 300
        var leftmostInk = image.width
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(atX: x, y: y).alpha > 128 { leftmostInk = min(leftmostInk, x) }
        }
        #expect(leftmostInk > 240 * scale)
    }

    @Test func settingTextReplacesAttributedText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "styled", attributes: [.kern: 3.0])
        label.text = "plain"
        let attributes = label.attributedText!.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.kern] == nil)
        #expect(label.attributedText?.string == "plain")
    }
}

@MainActor
@Suite struct FontDescriptorTests {
    @Test func descriptorsCarryTraitsAndPickFaces() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        let bold = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == 17 && bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(bold.face?.isBold == true)
        let italic = UIFont(descriptor: body.withSymbolicTraits([.traitItalic])!, size: 20)
        #expect(italic.face?.isItalic == true && italic.face?.isBold == false)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func justifiedLinesReachBothEdges() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let style = NSMutableParagraphStyle()
        style.alignment = .justified
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "glass lens frost tint light glass lens frost tint light", attributes: [.paragraphStyle: style, .foregroundColor: UIColor.black])
        label.displayContents()
        let image = label.layer.contents as! CGImage
        let scale = image.width / 200
        // The first line's ink reaches close to the right edge.
        var rightmost = 0
        for y in 0..<(image.height / 3) {
            for x in 0..<image.width where image.rgba(atX: x, y: y).alpha > 128 { rightmost = max(rightmost, x) }
        }
        #expect(rightmost > 192 * scale)
    }
}
