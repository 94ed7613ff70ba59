import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
private final class PickerLog: UIColorPickerViewControllerDelegate {
    var selections: [(color: UIColor, continuously: Bool)] = []
    var finished = 0

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        selections.append((color, continuously))
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { finished += 1 }
}

/// `UIColorWell` and `UIColorPickerViewController`.
@MainActor
@Suite("Colour wells and pickers", .manualClock)
struct UIColorWellTests {
    private func openPicker(_ well: UIColorWell, in window: UIWindow) throws -> UIColorPickerViewController {
        let frame = well.convert(well.bounds, to: nil)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        finishTransitions(in: window)
        return try #require(window.rootViewController?.presentedViewController as? UIColorPickerViewController)
    }

    private func cellCenter(_ row: Int, _ column: Int, of picker: UIColorPickerViewController) throws -> CGPoint {
        let grid = try #require(picker.view.subviews.compactMap { $0 as? ColorPickerGridView }.first)
        let frame = grid.convert(grid.bounds, to: nil)
        let width = frame.width / CGFloat(ColorPickerPalette.columns), height = frame.height / CGFloat(ColorPickerPalette.rows)
        return CGPoint(x: frame.minX + (CGFloat(column) + 0.5) * width, y: frame.minY + (CGFloat(row) + 0.5) * height)
    }

    @Test func aTapOpensThePickerAndAGridCellBecomesTheWellsColour() throws {
        let well = UIColorWell()
        well.title = "Highlight"
        well.selectedColor = .white
        let (window, changes) = controlScene(well, frame: CGRect(x: 300, y: 120, width: 28, height: 28))
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        let picker = try openPicker(well, in: window)
        #expect(picker.title == "Highlight" && picker.supportsAlpha)
        window.tap(at: try cellCenter(5, 6, of: picker))
        let expected = ColorPickerPalette.color(row: 5, column: 6).rgba
        let chosen = try #require(well.selectedColor).rgba
        #expect(abs(chosen.red - expected.red) < 0.01 && abs(chosen.green - expected.green) < 0.01 && abs(chosen.blue - expected.blue) < 0.01)
        #expect(chosen.red > 0.9 && chosen.green < 0.1, "the middle of the red column is a full red: \(chosen)")
        #expect(changes() == 1)
        #expect(well.accessibilityLabel == "Highlight" && well.accessibilityValue?.hasPrefix("red 100%") == true, "\(well.accessibilityValue ?? "")")
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/color-picker.png"))
        }
        picker.dismiss(animated: false)
        finishTransitions(in: window)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/color-well.png"))
        }
    }

    @Test func thePickerTellsItsDelegateAndKeepsTheOpacity() throws {
        let root = UIViewController()
        let window = presentationScene(root)
        let picker = UIColorPickerViewController()
        let log = PickerLog()
        picker.delegate = log
        picker.selectedColor = UIColor.systemBlue.withAlphaComponent(0.5)
        root.present(picker, animated: false)
        finishTransitions(in: window)
        #expect(log.selections.isEmpty, "setting the colour in code tells nobody")
        window.tap(at: try cellCenter(0, 11, of: picker))
        let chosen = try #require(log.selections.last)
        #expect(!chosen.continuously)
        #expect(chosen.color.rgba.red < 0.01 && abs(chosen.color.rgba.alpha - 0.5) < 0.01, "black at the opacity set: \(chosen.color.rgba)")
        picker.dismiss(animated: false)
        finishTransitions(in: window)
        #expect(log.finished == 1)
    }

    @Test func withoutAlphaChosenColoursAreOpaqueAndTheSlidersShowTheColour() throws {
        let root = UIViewController()
        let window = presentationScene(root)
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = false
        picker.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.3)
        root.present(picker, animated: false)
        finishTransitions(in: window)
        let opacity = picker.view.subviews.compactMap { $0 as? UISlider }
        #expect(opacity.allSatisfy { $0.isHidden }, "no opacity slider")
        let pages = try #require(picker.view.subviews.compactMap { $0 as? UISegmentedControl }.first)
        pages.selectedSegmentIndex = 2
        pages.sendActions(for: .valueChanged)
        let sliders = try #require(picker.view.subviews.compactMap { $0 as? ColorPickerSlidersView }.first)
        #expect(!sliders.isHidden && sliders.sliders.map(\.value) == [255, 128, 0])
        pages.selectedSegmentIndex = 0
        pages.sendActions(for: .valueChanged)
        #expect(sliders.isHidden)
        window.tap(at: try cellCenter(0, 0, of: picker))
        #expect(sliders.sliders.map(\.value) == [255, 255, 255], "the grid's choice shows on the sliders")
        #expect(picker.selectedColor.rgba.alpha == 1)
    }

    @Test func badColoursAndSizesDrawWithoutTrouble() {
        let well = UIColorWell()
        let (window, _) = controlScene(well, frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        well.selectedColor = UIColor(red: .nan, green: .infinity, blue: -4, alpha: 7)
        _ = window.renderedImage()
        well.frame = CGRect(x: 0, y: 0, width: 10_000, height: 2)
        _ = window.renderedImage()
        well.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40)
        _ = window.renderedImage()
        #expect(ColorPickerPalette.cell(nearest: well.selectedColor!).row >= 0)
        #expect(ColorPickerPalette.color(row: -5, column: 99).rgba.alpha == 1)
    }
}
