import Foundation
import Observation
@_spi(OpenUIKit) import OpenUIKit
import Testing

@MainActor
@Suite("A view's layer displays as on iOS")
struct LayerDisplayTests {
    @Test func displayIfNeededRunsDrawAndRedrawsAfterAnObservedChange() {
        let model = CounterModel()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.model = model
        view.readInDraw = { _ = $0.color }
        #expect(view.layer.needsDisplay(), "a new view needs display")
        view.layer.displayIfNeeded()
        #expect(view.drawRuns == 1)
        #expect(!view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        #expect(view.drawRuns == 1, "nothing pending: no draw")
        model.color = .systemRed
        view.layer.displayIfNeeded()
        #expect(view.drawRuns == 2, "draw(_:) read the model, so the change marks it")
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        #expect(view.drawRuns == 3)
        view.layer.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.drawRuns == 4, "the layer's own mark runs the view's draw(_:) too")
    }

    @Test func renderingALabelThatWasNeverInAWindowDrawsItsText() throws {
        let label = UILabel()
        label.text = "Hello"
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
        let context = try CGContext.bitmap(width: 80, height: 24)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 80, height: 24))
        label.layer.render(in: context)
        let image = try #require(context.makeImage())
        var darkest = 255
        for y in 0..<24 {
            for x in 0..<80 { darkest = min(darkest, Int(image.rgba(atX: x, y: y).green)) }
        }
        #expect(darkest < 100, "the text's pixels are there")
    }
}
