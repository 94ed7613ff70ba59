import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Dial {
    var value: Double = 0.5
    var count = 3
    var edits: [Bool] = []
}

@MainActor
@Suite struct SliderAndStepperTests {
    @Test func draggingTheSliderWritesSteppedValuesAndReportsEditing() throws {
        let dial = Dial()
        let binding = Binding(get: { dial.value }, set: { dial.value = $0 })
        let view = Slider(value: binding, in: 0...10, step: 2) { Text("Level") } onEditingChanged: { dial.edits.append($0) }
        let hosted = Hosted(view.padding(20), size: CGSize(width: 300, height: 80), scale: 1)
        let slider = try #require(hosted.drawnViews.compactMap { $0.view as? SliderControl }.first)
        let frame = slider.convert(slider.bounds, to: hosted.window)
        #expect(frame.width > 250, "the slider takes the width: \(frame)")
        hosted.window.drag(from: CGPoint(x: frame.minX + frame.width * 0.05, y: frame.midY), to: CGPoint(x: frame.maxX - 2, y: frame.midY))
        #expect(dial.value == 10, "\(dial.value)")
        #expect(dial.edits == [true, false])
        let element = try #require(hosted.window.voiceOverOrder.first)
        #expect(element.label == "Level" && element.traits.contains(.adjustable))
    }

    @Test func sliderBoundsAndStepsThatMakeNoSenseAreReadSafely() throws {
        let dial = Dial()
        dial.value = .nan
        let binding = Binding(get: { dial.value }, set: { dial.value = $0 })
        let bad = Slider(value: binding, in: -Double.infinity...Double.infinity, step: 0)
        #expect(bad.bounds == 0...1 && bad.step == nil)
        _ = Hosted(bad, size: CGSize(width: 200, height: 60), scale: 1)
        let over = Slider(value: .constant(40.0), in: 0...1)
        let hosted = Hosted(over, size: CGSize(width: 200, height: 60), scale: 1)
        let slider = try #require(hosted.drawnViews.compactMap { $0.view as? SliderControl }.first)
        #expect(slider.value == 1, "a value past the end shows at the end")
    }

    @Test func minimumAndMaximumLabelsFlankTheTrack() throws {
        let view = Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("Lo") } maximumValueLabel: { Text("Hi") }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 60), scale: 1)
        let texts = hosted.texts
        #expect(texts.map(\.text) == ["Lo", "Hi"], "the label itself is not drawn")
        let slider = try #require(hosted.drawnViews.compactMap { $0.view as? SliderControl }.first)
        let frame = slider.convert(slider.bounds, to: hosted.window)
        #expect(frame.minX > texts[0].frame.maxX && frame.maxX < texts[1].frame.minX)
    }

    @Test func stepperButtonsStepWithinBoundsAndDisableAtTheEnds() throws {
        let dial = Dial()
        let binding = Binding(get: { dial.count }, set: { dial.count = $0 })
        func host() -> Hosted<some View> {
            Hosted(Stepper("Copies: \(dial.count)", value: binding, in: 1...4), size: CGSize(width: 300, height: 60), scale: 1)
        }
        var hosted = host()
        var stepper = try #require(hosted.drawnViews.compactMap { $0.view as? StepperControl }.first)
        var frame = stepper.convert(stepper.bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY))
        #expect(dial.count == 4)
        hosted = host()
        stepper = try #require(hosted.drawnViews.compactMap { $0.view as? StepperControl }.first)
        frame = stepper.convert(stepper.bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY))
        #expect(dial.count == 4, "the plus button is disabled at the upper bound")
        hosted.window.tap(at: CGPoint(x: frame.minX + 10, y: frame.midY))
        #expect(dial.count == 3)
        let halves = hosted.window.voiceOverOrder
        #expect(halves.map(\.label) == ["Decrement", "Increment"])
        #expect(halves.first?.value == "Copies: 4")
    }

    @Test func stepperClosuresAndNaNSteps() throws {
        var calls: [String] = []
        let view = Stepper(label: { Text("Zoom") }, onIncrement: { calls.append("+") }, onDecrement: nil)
        let hosted = Hosted(view, size: CGSize(width: 300, height: 60), scale: 1)
        let stepper = try #require(hosted.drawnViews.compactMap { $0.view as? StepperControl }.first)
        let frame = stepper.convert(stepper.bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: frame.minX + 10, y: frame.midY))
        hosted.window.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY))
        hosted.window.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY))
        #expect(calls == ["+", "+"], "minus has no action and is disabled")
        var value = 1.0
        let nanStepper = Stepper("x", value: Binding(get: { value }, set: { value = $0 }), step: .nan)
        nanStepper.onIncrement?()
        #expect(value == 1)
    }
}
