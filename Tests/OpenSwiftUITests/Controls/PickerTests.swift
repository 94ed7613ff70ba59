import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable import OpenUIKit

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

@MainActor
private final class Order {
    var flavor = Flavor.vanilla
    var size = 1
}

@MainActor
@Suite struct PickerTests {
    private func flavorPicker(_ order: Order) -> some View {
        let binding = Binding(get: { order.flavor }, set: { order.flavor = $0 })
        return Picker("Flavor", selection: binding) {
            ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
        }
    }

    @Test func segmentsAreTheOptionsAndATapChooses() throws {
        let order = Order()
        let hosted = Hosted(flavorPicker(order).pickerStyle(.segmented).padding(), size: CGSize(width: 360, height: 80), scale: 1)
        let segments = try #require(hosted.drawnViews.compactMap { $0.view as? UISegmentedControl }.first)
        #expect((0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) } == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(segments.selectedSegmentIndex == 1)
        let frame = segments.convert(segments.bounds, to: hosted.window)
        #expect(frame.width > 300, "segments take the width")
        hosted.window.tap(at: CGPoint(x: frame.maxX - 20, y: frame.midY))
        #expect(order.flavor == .strawberry)
    }

    @Test func explicitTagsChooseAndTheMenuShowsTheChoice() throws {
        let order = Order()
        let binding = Binding(get: { order.size }, set: { order.size = $0 })
        let view = Picker("Size", selection: binding) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
            Text("Large").tag(2)
        }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 80), scale: 1)
        let button = try #require(hosted.drawnViews.compactMap { $0.view as? UIButton }.first)
        #expect(button.menu?.children.count == 3)
        #expect(button.poppedUpSelection?.title == "Medium")
        let large = try #require(button.menu?.children.last as? UIAction)
        large.perform(sender: nil)
        #expect(order.size == 2)
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Size" })
    }

    @Test func wheelAndInlineStylesChooseToo() throws {
        let order = Order()
        let wheel = Hosted(flavorPicker(order).pickerStyle(.wheel), size: CGSize(width: 300, height: 260), scale: 1)
        let picker = try #require(wheel.drawnViews.compactMap { $0.view as? UIPickerView }.first)
        #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.selectedRow(inComponent: 0) == 1)
        picker.delegate?.pickerView(picker, didSelectRow: 0, inComponent: 0)
        #expect(order.flavor == .chocolate)
        let inline = Hosted(flavorPicker(order).pickerStyle(.inline), size: CGSize(width: 300, height: 200), scale: 1)
        let rows = try #require(inline.drawnViews.compactMap { $0.view as? InlinePickerView }.first)
        let frame = rows.convert(rows.bounds, to: inline.window)
        #expect(frame.height == 132)
        inline.window.tap(at: CGPoint(x: frame.midX, y: frame.minY + 110))
        #expect(order.flavor == .strawberry)
    }

    @Test func aSelectionMatchingNoTagWarnsOnceAndSelectsNothing() throws {
        let order = Order()
        order.size = 7
        let binding = Binding(get: { order.size }, set: { order.size = $0 })
        let warnings = WarningLog()
        try RuntimeWarning.$handler.withValue({ warnings.lines.append($0) }) {
            let view = Picker("Size", selection: binding) { Text("Small").tag(0); Text("Large").tag(1) }.pickerStyle(.segmented)
            let hosted = Hosted(view, size: CGSize(width: 300, height: 80), scale: 1)
            let segments = try #require(hosted.drawnViews.compactMap { $0.view as? UISegmentedControl }.first)
            #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
            hosted.window.layoutIfNeeded()
        }
        #expect(warnings.lines.count == 1 && warnings.lines.first?.contains("7") == true)
    }
}

private final class WarningLog: @unchecked Sendable {
    var lines: [String] = []
}
