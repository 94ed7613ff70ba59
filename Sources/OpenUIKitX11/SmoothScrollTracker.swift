import Foundation

/// Turns XInput2 scroll valuators into scroll deltas. A touchpad or smooth wheel reports
/// its scrolling as ever-growing valuator positions; the delta is the change since the
/// last event from the same device, in wheel steps (the device's increment).
struct SmoothScrollTracker {
    /// A scrolling valuator of a device.
    struct ScrollAxis: Equatable {
        let valuator: Int
        let isVertical: Bool
        /// Valuator units per wheel step (negative: the axis runs the other way).
        let increment: Double
    }

    /// A device's scrolling valuators and whether it is a touchpad (which gets momentum).
    struct Device: Equatable {
        let axes: [ScrollAxis]
        let isTouchpad: Bool
    }

    /// A change of scroll position, in wheel steps.
    struct Delta: Equatable {
        var dx: Double
        var dy: Double
        let isContinuous: Bool
    }

    private var devices: [Int: Device] = [:]
    /// Last valuator values per device.
    private var positions: [Int: [Int: Double]] = [:]

    /// Whether any smooth scrolling arrived (from then on the core wheel buttons, which the
    /// server emulates from the same motion, are ignored).
    private(set) var hasSeenSmoothScrolling = false

    func knows(_ device: Int) -> Bool { devices[device] != nil }

    mutating func register(_ device: Device, id: Int) {
        devices[id] = device
        positions[id] = nil
    }

    /// Forgets every position (after the pointer entered, or a device changed): the next
    /// values start afresh rather than jump.
    mutating func resetPositions() {
        positions.removeAll()
    }

    /// The scroll delta in a motion event's valuators (`nil` when none of them scrolls).
    mutating func delta(device id: Int, valuators: [Int: Double]) -> Delta? {
        guard let device = devices[id], !device.axes.isEmpty else { return nil }
        var delta = Delta(dx: 0, dy: 0, isContinuous: device.isTouchpad)
        var scrolled = false
        for axis in device.axes {
            guard let value = valuators[axis.valuator], value.isFinite else { continue }
            defer { positions[id, default: [:]][axis.valuator] = value }
            guard let last = positions[id]?[axis.valuator], axis.increment != 0, axis.increment.isFinite else { continue }
            let steps = (value - last) / axis.increment
            guard steps != 0, abs(steps) < 10_000 else { continue }
            if axis.isVertical { delta.dy += steps } else { delta.dx += steps }
            scrolled = true
        }
        guard scrolled else { return nil }
        hasSeenSmoothScrolling = true
        return delta
    }

    /// Whether a device's name says it is a touchpad.
    static func isTouchpad(named name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("touchpad") || lowered.contains("trackpad") || lowered.contains("synaptics")
    }
}
