import Foundation
import Testing
@testable import OpenSwiftUI

/// Texts joined from runs of different fonts and colours, and attributed strings, render.
@MainActor
@Suite struct StyledRunsTests {
    /// Red pixels in the whole rendered window.
    private func redPixels<V: View>(_ hosted: Hosted<V>) -> Int {
        let image = hosted.window.renderedImage().cgImage!
        return (0..<image.height).reduce(0) { sum, y in sum + hosted.redPixels(inRow: y) }
    }

    @Test func joinedTextsWithAnEmptyRunRender() {
        let joined = Text("Ada").bold() + Text("") + Text(" Lovelace").foregroundColor(.red)
        let hosted = Hosted(joined, size: CGSize(width: 300, height: 60), scale: 1)
        #expect(hosted.texts.first?.text == "Ada Lovelace")
        #expect(redPixels(hosted) > 30)
        let fonts = Text("Big").font(.title) + Text(" small").font(.caption) + Text(" body")
        #expect(Hosted(fonts, size: CGSize(width: 300, height: 60), scale: 1).texts.first?.text == "Big small body")
    }

    @Test func attributedStringsKeepTheirRuns() throws {
        var greeting = AttributedString("Hello, world")
        greeting.font = .title.bold()
        let world = try #require(greeting.range(of: "world"))
        greeting[world].foregroundColor = .red
        greeting[world].kern = 2
        let hosted = Hosted(Text(greeting), size: CGSize(width: 300, height: 60), scale: 1)
        #expect(hosted.texts.first?.text == "Hello, world")
        #expect(redPixels(hosted) > 30)
        let resolved = Text(greeting).resolved(in: EnvironmentValues())
        #expect(resolved.runs.count == 2)
        #expect(resolved.runs.map(\.font) == [Font.title.bold(), Font.title.bold()])
        #expect(resolved.runs[1].kerning == 2)
        #expect(Text(AttributedString()).plainString.isEmpty)
        var link = AttributedString("site")
        link.link = URL(string: "https://example.com")
        #expect(Text(link).resolved(in: EnvironmentValues()).links.first?.1 == URL(string: "https://example.com"))
    }

    @Test func monospacedTextTakesTheMonospacedFace() {
        let environment = EnvironmentValues()
        let plain = Text("iiii").resolved(in: environment).runs[0].font
        let mono = Text("iiii").monospaced().resolved(in: environment).runs[0].font
        #expect(mono == plain.monospaced())
        #expect(Text("iiii").monospaced(false).resolved(in: environment).runs[0].font == plain)
        let narrow = Hosted(Text("iiii"), size: CGSize(width: 300, height: 60), scale: 1).texts.first?.frame.width ?? 0
        let wide = Hosted(Text("iiii").monospaced(), size: CGSize(width: 300, height: 60), scale: 1).texts.first?.frame.width ?? 0
        #expect(wide > narrow)
    }
}

/// Line spacing no layout can hold is a clamp, never a trap.
@MainActor
@Suite struct HugeLineSpacingTests {
    @Test(arguments: [CGFloat.greatestFiniteMagnitude, 1e20, 1e300, .infinity, .nan, -5])
    func hugeSpacingStillLaysOutText(_ spacing: CGFloat) {
        for text in ["a\nb", "a\nb\nc\nd"] {
            let hosted = Hosted(Text(text).lineSpacing(spacing), size: CGSize(width: 300, height: 400), scale: 1)
            let frame = hosted.texts.first?.frame ?? .null
            #expect(hosted.texts.first?.text == text)
            #expect(frame.width.isFinite && frame.height.isFinite)
        }
    }
}
