import CWayland
import Foundation

/// The scrolling a pointer reports between two of its frame events: distances per axis,
/// wheel clicks in 120ths, and what did the scrolling (a wheel, fingers on a touchpad).
struct WaylandScrollFrame {
    /// Surface units a wheel click moves, by the convention compositors follow.
    static let unitsPerStep = 10.0

    var source: UInt32?
    private var distance = (x: 0.0, y: 0.0)
    private var value120 = (x: 0, y: 0)
    private var hasValue120 = false

    mutating func add(axis: UInt32, distance value: Double) {
        guard value.isFinite else { return }
        if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { distance.x += value } else { distance.y += value }
    }

    mutating func add(axis: UInt32, value120 value: Int32) {
        hasValue120 = true
        if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { value120.x += Int(value) } else { value120.y += Int(value) }
    }

    /// What the frame scrolled, in wheel steps (positive toward the content's right and
    /// bottom), and whether it came from fingers rather than a wheel; `nil` for nothing.
    func steps() -> (dx: Double, dy: Double, continuous: Bool)? {
        let fingers = source == WL_POINTER_AXIS_SOURCE_FINGER.rawValue || source == WL_POINTER_AXIS_SOURCE_CONTINUOUS.rawValue
        let dx: Double, dy: Double
        if hasValue120, !fingers {
            dx = Double(value120.x) / 120
            dy = Double(value120.y) / 120
        } else {
            dx = distance.x / Self.unitsPerStep
            dy = distance.y / Self.unitsPerStep
        }
        guard dx != 0 || dy != 0 else { return nil }
        // A wild value (a broken device, a hostile compositor) is held to a page of steps.
        return (max(-100, min(100, dx)), max(-100, min(100, dy)), fingers)
    }
}
