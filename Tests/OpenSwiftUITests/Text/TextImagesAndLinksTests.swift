import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct TextImagesAndLinksTests {
    private func label(_ view: some View, width: CGFloat = 300) -> TextView? {
        Hosted(view.frame(width: width), size: CGSize(width: 400, height: 200)).drawnViews.compactMap { $0.view as? TextView }.first
    }

    @Test func imagesInterpolatedIntoTextBecomeAttachmentsSizedToTheFont() throws {
        let small = try #require(label(Text("Rated \(Image(systemName: "star.fill")) 5").font(.system(size: 12))))
        let large = try #require(label(Text("Rated \(Image(systemName: "star.fill")) 5").font(.system(size: 40))))
        let string = try #require(small.attributedText)
        #expect(string.string == "Rated \u{FFFC} 5")
        let attachment = string.attribute(.attachment, at: 6, effectiveRange: nil) as? NSTextAttachment
        let largeAttachment = large.attributedText?.attribute(.attachment, at: 6, effectiveRange: nil) as? NSTextAttachment
        let smallSize = try #require(attachment?.image?.size), largeSize = try #require(largeAttachment?.image?.size)
        #expect(largeSize.height > smallSize.height * 2.5, "\(smallSize) → \(largeSize)")
    }

    @Test func anImageTextJoinsOtherTextsAndDrawsInTheTextsColour() throws {
        let view = (Text(Image(systemName: "circle.fill")) + Text(" Saved")).font(.system(size: 30)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let shot = try #require(Rendered(view))
        var red = 0
        for y in 0..<shot.image.height { for x in 0..<min(30, shot.image.width) where shot.pixel(x, y).red > 200 && shot.pixel(x, y).alpha > 200 { red += 1 } }
        #expect(red > 150, "a filled red circle leads the line: \(red) red pixels")
    }

    @Test func tighteningLetsALineFitBeforeItIsCut() throws {
        let text = "Tightened headline"
        let natural = try #require(label(Text(text).font(.system(size: 20)).lineLimit(1), width: 400)).intrinsicContentSize.width
        let narrow = natural * 0.97
        let tight = try #require(label(Text(text).font(.system(size: 20)).lineLimit(1).allowsTightening(true), width: narrow))
        #expect(tight.allowsDefaultTighteningForTruncation)
        let loose = try #require(label(Text(text).font(.system(size: 20)).lineLimit(1), width: narrow))
        #expect(!loose.allowsDefaultTighteningForTruncation)
        // The tightened label draws its last letter; the cut one ends in an ellipsis instead.
        func inkNearEnd(_ view: TextView) -> Int {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { view.layer.render(in: $0.cgContext) }.cgImage!
            var ink = 0
            for y in 0..<image.height { for x in (image.width - 12)..<image.width where image.rgba(atX: x, y: y).alpha > 128 { ink += 1 } }
            return ink
        }
        #expect(inkNearEnd(tight) > inkNearEnd(loose) + 5, "a full 'e' outweighs an ellipsis's dots")
    }

    @Test func tappingALinkCallsTheEnvironmentsOpenURLAction() throws {
        var opened: [URL] = []
        let view = Text("Read the [terms](https://example.com/terms) first")
            .font(.system(size: 20))
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url)
                return .handled
            })
        let hosted = Hosted(view, size: CGSize(width: 400, height: 100), scale: 1)
        let text = try #require(hosted.texts.first)
        let label = try #require(hosted.drawnViews.compactMap { $0.view as? TextView }.first)
        #expect(label.isUserInteractionEnabled)
        // "Read the " takes about half the line; tap the middle of "terms".
        let termsX = text.frame.minX + text.frame.width * 0.6
        hosted.window.tap(at: CGPoint(x: termsX, y: text.frame.midY))
        #expect(opened == [URL(string: "https://example.com/terms")!])
        hosted.window.tap(at: CGPoint(x: text.frame.minX + 5, y: text.frame.midY))
        #expect(opened.count == 1, "plain words open nothing")
        #expect(label.link(at: CGPoint(x: termsX - text.frame.minX, y: text.frame.height / 2)) != nil)
    }

    @Test func openURLResultsReachTheCompletion() {
        var accepted: [Bool] = []
        OpenURLAction { _ in .handled }(URL(string: "https://example.com")!) { accepted.append($0) }
        OpenURLAction { _ in .discarded }(URL(string: "https://example.com")!) { accepted.append($0) }
        #expect(accepted == [true, false])
    }
}
