import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

@MainActor
@Suite("UIButton's classic per-state API")
struct ClassicButtonTests {
    @Test func titlesAndColoursFollowTheStateAndFallBackToNormal() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Pay", for: .normal)
        button.setTitle("Paid", for: .selected)
        button.setTitleColor(.systemGreen, for: .selected)
        #expect(button.currentTitle == "Pay")
        #expect(button.titleLabel?.text == "Pay")
        #expect(button.title(for: .highlighted) == "Pay", "unset states fall back to normal")
        #expect(button.currentTitleColor == button.tintColor)
        button.isSelected = true
        #expect(button.currentTitle == "Paid")
        #expect(button.titleLabel?.text == "Paid")
        #expect(button.currentTitleColor == .systemGreen)
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentTitleColor.alphaComponent < 0.5, "system buttons fade while pressed")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        button.setTitle(nil, for: .normal)
        button.isEnabled = true
        #expect(button.currentTitle == nil)
    }

    @Test func aClassicButtonHugsItsTitleAndDrawsItTinted() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.sizeToFit()
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Continue"
        let text = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(abs(button.bounds.width - text.width) <= 1 && abs(button.bounds.height - text.height) <= 1)
        button.frame.origin = CGPoint(x: 10, y: 10)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        window.backgroundColor = .white
        window.addSubview(button)
        window.makeKeyAndVisible()
        let image = window.renderedImage().cgImage!
        var bluest = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(atX: x, y: y)
                bluest = max(bluest, Int(p.blue) - Int(p.red))
            }
        }
        #expect(bluest > 150, "the title is drawn in the tint colour")
    }

    @Test func attributedTitlesWinAndTypeSymbolsShow() {
        let button = UIButton(type: .contactAdd)
        #expect(button.currentImage != nil, "contact-add shows its symbol")
        #expect(UIButton(type: .close).currentImage != nil)
        #expect(UIButton(type: .custom).currentImage == nil)
        let styled = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.currentTitle == "Bold")
        #expect(button.titleLabel?.attributedText?.string == "Bold")
        button.sizeToFit()
        #expect(button.bounds.height >= 20, "the attributed font sizes the button")
        var withConfiguration = UIButton.Configuration.filled()
        withConfiguration.title = "Configured"
        button.configuration = withConfiguration
        #expect(button.titleLabel?.text == "Configured", "a configuration takes over from the classic looks")
    }
}
