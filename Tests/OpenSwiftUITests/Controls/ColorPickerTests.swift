import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable @_spi(OpenUIKit) import OpenUIKit

@Observable
private final class Palette {
    var accent = Color.red
}

private struct PaletteForm: View {
    @Bindable var palette: Palette
    var body: some View { ColorPicker("Accent", selection: $palette.accent) }
}

@MainActor
private final class Paint {
    var color = Color.blue
    var cgColor = UIColor.green.cgColor
}

/// `ColorPicker`: a label and a colour well that opens the colour picker.
@MainActor
@Suite(.manualClock) struct ColorPickerTests {
    private func well(in hosted: Hosted<some View>) throws -> ColorWellControl {
        try #require(hosted.drawnViews.compactMap { $0.view as? LabeledControlView<ColorWellControl> }.first).control
    }

    @Test func theWellTrailsItsLabelAndAChoiceWritesTheBinding() throws {
        let paint = Paint()
        let binding = Binding(get: { paint.color }, set: { paint.color = $0 })
        let hosted = Hosted(ColorPicker("Accent", selection: binding, supportsOpacity: false).padding(),
                            size: CGSize(width: 360, height: 800), scale: 1)
        hosted.settle()
        let well = try well(in: hosted)
        #expect(hosted.texts.first?.text == "Accent")
        let frame = well.convert(well.bounds, to: hosted.window)
        #expect(abs(frame.maxX - 344) < 1 && frame.width == 28, "the well at the trailing edge: \(frame)")
        #expect(well.selectedColor?.rgba.blue ?? 0 > 0.9, "the well shows the binding's colour")
        #expect(well.accessibilityLabel == "Accent" && well.accessibilityTraits.contains(.button))
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.settle()
        let picker = try #require(hosted.controller.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Accent" && !picker.supportsAlpha)
        let grid = try #require(picker.view.subviews.compactMap { $0 as? ColorPickerGridView }.first)
        let gridFrame = grid.convert(grid.bounds, to: hosted.window)
        // Row 5 of the orange column (the eighth).
        let cell = CGPoint(x: gridFrame.minX + gridFrame.width * 8.5 / 12, y: gridFrame.minY + gridFrame.height * 5.5 / 10)
        hosted.window.tap(at: cell)
        let chosen = paint.color.uiColor.rgba
        #expect(chosen.red > 0.9 && chosen.green > 0.3 && chosen.blue < 0.1, "an orange went to the binding: \(chosen)")
    }

    @Test func aCGColorBindingWorksToo() throws {
        let paint = Paint()
        let binding = Binding(get: { paint.cgColor }, set: { paint.cgColor = $0 })
        let hosted = Hosted(ColorPicker(selection: binding) { Label("Ink", systemImage: "paintbrush") },
                            size: CGSize(width: 360, height: 80), scale: 1)
        hosted.settle()
        let well = try well(in: hosted)
        #expect(well.supportsAlpha)
        #expect(UIColor(cgColor: paint.cgColor).rgba.green > 0.5)
        well.selectedColor = .red
        well.sendActions(for: .valueChanged)
        #expect(UIColor(cgColor: paint.cgColor).rgba.red > 0.9)
    }

    @Test func theWellFollowsAnObservableModel() throws {
        let palette = Palette()
        let hosted = Hosted(PaletteForm(palette: palette), size: CGSize(width: 360, height: 80), scale: 1)
        hosted.settle()
        let well = try well(in: hosted)
        #expect(well.selectedColor?.rgba.red ?? 0 > 0.9)
        palette.accent = Color(red: 0, green: 0, blue: 1)
        hosted.settle()
        #expect(well.selectedColor?.rgba.blue ?? 0 > 0.9 && well.selectedColor?.rgba.red ?? 1 < 0.1, "the model's change reached the well")
    }
}
