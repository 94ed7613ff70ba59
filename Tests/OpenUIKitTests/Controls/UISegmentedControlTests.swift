import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UISegmentedControl", .manualClock)
struct UISegmentedControlTests {
    @Test func segmentsAreInsertedRemovedAndKeepTheSelection() {
        let control = UISegmentedControl(items: ["Title", "Year", "Rating"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Added", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Year", "the selection follows its segment")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 9
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "out of range selects nothing")
        control.setWidth(.nan, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test func aTapSelectsASegmentAndThePlatterSlidesThere() throws {
        TestClock.start()
        defer { TestClock.stop() }
        var performed: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: ["Day", "Week", "Month"].map { title in
            UIAction(title: title) { _ in performed.append(title) }
        })
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        let (window, changes) = controlScene(control, frame: CGRect(x: 45, y: 300, width: 300, height: 32))
        let platter = try #require(control.subviews.first { $0.layer.shadowOpacity > 0 })
        #expect(isClose(platter.frame.midX, 50))
        window.tap(at: CGPoint(x: 45 + 150, y: 316))
        #expect(control.selectedSegmentIndex == 1 && changes() == 1 && performed == ["Week"])
        TestClock.advance(by: 0.1)
        let sliding = try #require(platter.layer.presentation()).frame.midX
        #expect(sliding > 55 && sliding < 145, "on its way: \(sliding)")
        finishTransitions(in: window)
        #expect(isClose(platter.frame.midX, 150))
        window.tap(at: CGPoint(x: 45 + 250, y: 316))
        #expect(control.selectedSegmentIndex == 1 && changes() == 1, "a disabled segment cannot be chosen")
        control.selectedSegmentIndex = 0
        #expect(changes() == 1 && control.accessibilityValue == "Day")
    }
}
