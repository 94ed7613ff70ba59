import Foundation
import Testing
@testable import OpenSwiftUI

/// Underlines and strikethroughs with patterns and colours, on texts and on views.
@MainActor
@Suite struct TextLineStyleTests {
    /// The row (in pixels) with the most red pixels, and how many runs of red it has.
    private func reddestRow<V: View>(_ hosted: Hosted<V>) -> (count: Int, pieces: Int) {
        let image = hosted.window.renderedImage().cgImage!
        var best = (count: 0, pieces: 0)
        for y in 0..<image.height {
            var count = 0, pieces = 0, inside = false
            for x in 0..<image.width {
                let pixel = image.rgba(atX: x, y: y)
                let red = pixel.red > 180 && pixel.green < 120 && pixel.blue < 120
                if red { count += 1 }
                if red, !inside { pieces += 1 }
                inside = red
            }
            if count > best.count { best = (count, pieces) }
        }
        return best
    }

    @Test func aColouredUnderlineDrawsInItsColourUnderBlackText() {
        let plain = Hosted(Text("Underlined words").font(.title), size: CGSize(width: 300, height: 60), scale: 3)
        #expect(reddestRow(plain).count == 0)
        let underlined = Hosted(Text("Underlined words").font(.title).underline(color: .red), size: CGSize(width: 300, height: 60), scale: 3)
        let line = reddestRow(underlined)
        #expect(line.count > 400, "one solid red line as wide as the text: \(line)")
        #expect(line.pieces == 1)
    }

    @Test func patternsBreakTheLineIntoDashes() {
        let dashed = Hosted(Text("Underlined words").font(.title).underline(pattern: .dash, color: .red), size: CGSize(width: 300, height: 60), scale: 3)
        let dots = Hosted(Text("Underlined words").font(.title).strikethrough(pattern: .dot, color: .red), size: CGSize(width: 300, height: 60), scale: 3)
        #expect(reddestRow(dashed).pieces > 5)
        #expect(reddestRow(dots).pieces > reddestRow(dashed).pieces)
    }

    @Test func aViewsUnderlineReachesTheTextsInsideUnlessTheyHaveTheirOwn() {
        let view = VStack { Text("Inside") }.underline(color: .red)
        #expect(reddestRow(Hosted(view, size: CGSize(width: 300, height: 60), scale: 3)).count > 60)
        let resolved = Text("Own").underline(false).resolved(in: EnvironmentValues())
        #expect(resolved.runs.first?.underline == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
    }
}
