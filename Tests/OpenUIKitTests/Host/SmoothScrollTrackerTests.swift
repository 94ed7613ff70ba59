import Foundation
import Testing
@testable import OpenUIKitX11

@Suite struct SmoothScrollTrackerTests {
    private let touchpad = SmoothScrollTracker.Device(axes: [
        .init(valuator: 2, isVertical: false, increment: 15),
        .init(valuator: 3, isVertical: true, increment: 15),
    ], isTouchpad: true)

    @Test func valuatorPositionsBecomeDeltasInWheelSteps() {
        var tracker = SmoothScrollTracker()
        tracker.register(touchpad, id: 9)
        #expect(tracker.delta(device: 9, valuators: [3: 300]) == nil, "the first position is only a reference")
        #expect(!tracker.hasSeenSmoothScrolling)
        #expect(tracker.delta(device: 9, valuators: [3: 307.5]) == .init(dx: 0, dy: 0.5, isContinuous: true))
        #expect(tracker.delta(device: 9, valuators: [2: 10, 3: 292.5]) == .init(dx: 0, dy: -1, isContinuous: true), "a new axis starts from its own reference")
        #expect(tracker.delta(device: 9, valuators: [2: 40]) == .init(dx: 2, dy: 0, isContinuous: true))
        #expect(tracker.hasSeenSmoothScrolling)
        #expect(tracker.delta(device: 9, valuators: [0: 500, 1: 200]) == nil, "pointer motion is not scrolling")
    }

    @Test func resetsAndBadValuesDoNotJump() {
        var tracker = SmoothScrollTracker()
        tracker.register(touchpad, id: 9)
        _ = tracker.delta(device: 9, valuators: [3: 0])
        tracker.resetPositions()
        #expect(tracker.delta(device: 9, valuators: [3: 9_000]) == nil, "after the pointer re-enters, positions start afresh")
        #expect(tracker.delta(device: 9, valuators: [3: .nan]) == nil)
        #expect(tracker.delta(device: 9, valuators: [3: 9_015]) == .init(dx: 0, dy: 1, isContinuous: true))
        #expect(tracker.delta(device: 4, valuators: [3: 1]) == nil, "unknown devices are ignored")
        let wheel = SmoothScrollTracker.Device(axes: [.init(valuator: 3, isVertical: true, increment: 0)], isTouchpad: false)
        tracker.register(wheel, id: 5)
        _ = tracker.delta(device: 5, valuators: [3: 0])
        #expect(tracker.delta(device: 5, valuators: [3: 10]) == nil, "a zero increment cannot be divided by")
    }

    @Test func touchpadsAreRecognisedByName() {
        #expect(SmoothScrollTracker.isTouchpad(named: "SynPS/2 Synaptics TouchPad"))
        #expect(SmoothScrollTracker.isTouchpad(named: "ELAN0670:00 04F3:3150 Touchpad"))
        #expect(!SmoothScrollTracker.isTouchpad(named: "Logitech USB Optical Mouse"))
    }
}
