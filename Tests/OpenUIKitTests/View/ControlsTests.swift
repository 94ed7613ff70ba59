import Foundation
import Testing
import OpenUIKitTesting
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite struct ControlsTests {
    @Test func labelMeasuresWrapsAndTruncates() {
        let label = UILabel()
        label.text = "Hello"
        let single = label.intrinsicContentSize
        #expect(single.width > 30 && single.width < 60)
        #expect(abs(single.height - label.font.lineHeight.rounded(.up)) < 1)
        label.text = "There are 3.7 trillion fish in the ocean. They're looking for one."
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 150, height: 1000))
        #expect(wrapped.width <= 150)
        #expect(wrapped.height > label.font.lineHeight * 3)
        label.numberOfLines = 2
        let limited = label.sizeThatFits(CGSize(width: 150, height: 1000))
        #expect(abs(limited.height - (label.font.lineHeight * 2).rounded(.up)) < 1)
        let lines = TextLayout(
            "A very long title that cannot fit", font: label.font, color: .black, width: 100, maximumLines: 1,
            mode: .byTruncatingTail, alignment: .natural, rightToLeft: false)!.lineTexts
        #expect(lines.count == 1 && lines[0].hasSuffix("…"))
        #expect(label.font.width(of: lines[0]) <= 100)
        let head = TextLayout(
            "A very long title that cannot fit", font: label.font, color: .black, width: 100, maximumLines: 1,
            mode: .byTruncatingHead, alignment: .natural, rightToLeft: false)!.lineTexts
        #expect(head[0].hasPrefix("…") && head[0].hasSuffix("fit"))
    }

    @Test func labelDrawsItsTextInTheTextColor() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "WWWW"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .systemRed
        label.displayContents()
        let image = label.layer.contents as! CGImage
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(atX: x, y: y)
                if p.alpha > 200 { red += p.red > 200 && p.green < 100 ? 1 : 0 }
            }
        }
        #expect(red > 500)
        label.text = nil
        label.displayContents()
        #expect(label.layer.contents == nil)
    }

    @Test func buttonSubtitlesSitUnderTheTitleInTheSameLayout() {
        var plain = UIButton.Configuration.glass()
        plain.title = "Play"
        var both = plain
        both.subtitle = "Season 2, episode 4"
        let single = UIButton(configuration: plain)
        let double = UIButton(configuration: both)
        let singleSize = single.intrinsicContentSize, doubleSize = double.intrinsicContentSize
        #expect(doubleSize.height > singleSize.height + 10, "a second line of text")
        #expect(doubleSize.width > singleSize.width, "the wider subtitle sets the width")
        double.frame = CGRect(origin: .zero, size: doubleSize)
        double.layoutIfNeeded()
        let title = double.titleLabel!, subtitle = double.subtitleLabel!
        #expect(subtitle.text == "Season 2, episode 4" && !subtitle.isHidden)
        #expect(subtitle.frame.minY >= title.frame.maxY + 1.9, "below the title, after the title padding")
        #expect(abs(subtitle.frame.midX - title.frame.midX) < 0.5, "centred on each other")
        #expect(title.font.pointSize == UIFont.preferredFont(forTextStyle: .headline).pointSize)
        #expect(single.subtitleLabel!.isHidden)
    }

    @Test func imageViewShowsItsImage() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 2
            return f
        }()).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 10, height: 5))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 5))
        #expect(view.layer.contents as? CGImage === image.cgImage)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
    }

    @Test func progressViewFillsItsFraction() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.progress = 0.25
        progress.layoutIfNeeded()
        #expect(progress.subviews[1].frame.width == 50)
        progress.progress = 7
        #expect(progress.progress == 1)
        progress.progress = .nan
        #expect(progress.progress == 0)
    }

    @Test func progressViewSlidesWhenAnimatedAndFillsFromTheRightInRightToLeft() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let progress = UIProgressView(progressViewStyle: .default)
        progress.semanticContentAttribute = .forceRightToLeft
        let root = UIViewController()
        progress.frame = CGRect(x: 20, y: 200, width: 200, height: 4)
        root.view.addSubview(progress)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        progress.setProgress(0.5, animated: true)
        TestClock.advance(by: UIProgressView.fillDuration / 2)
        let fill = progress.subviews[1]
        let halfway = try #require(fill.layer.presentation()).frame.width
        #expect(halfway > 10 && halfway < 90, "sliding: \(halfway)")
        finishTransitions(in: window)
        #expect(fill.frame == CGRect(x: 100, y: 0, width: 100, height: 4))
    }
}
