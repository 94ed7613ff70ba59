import CX11
import Foundation
import OpenUIKitHost

/// Touchpad and smooth-wheel scrolling through XInput 2.1: scroll valuators read from
/// motion events, in fractions of wheel steps, with touchpads marked for momentum.
@MainActor
final class X11SmoothScrolling {
    private let display: OpaquePointer
    private let opcode: Int32
    private var tracker = SmoothScrollTracker()

    /// Listens on `window`; `nil` when the server lacks XInput 2.1.
    init?(display: OpaquePointer, window: Window) {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 1
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else { return nil }
        guard openuikit_xi_select_scrolling(display, window) == Success else { return nil }
        self.display = display
        self.opcode = opcode
    }

    /// Whether core wheel buttons should be ignored: the server emulates them from the
    /// smooth motion this already delivers.
    var ignoresCoreWheel: Bool { tracker.hasSeenSmoothScrolling }

    /// The scroll in an XInput event, if it is one of ours and scrolls.
    func translate(_ event: inout XEvent) -> HostEvent? {
        guard event.type == GenericEvent, event.xcookie.extension == opcode else { return nil }
        guard XGetEventData(display, &event.xcookie) != 0 else { return nil }
        defer { XFreeEventData(display, &event.xcookie) }
        switch event.xcookie.evtype {
        case XI_Enter, XI_DeviceChanged:
            tracker.resetPositions()
            return nil
        case XI_Motion:
            guard let data = event.xcookie.data else { return nil }
            let motion = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            let device = Int(motion.sourceid)
            if !tracker.knows(device) { tracker.register(describe(device: motion.sourceid), id: device) }
            guard let delta = tracker.delta(device: device, valuators: Self.values(of: motion.valuators)) else { return nil }
            let x = Int(motion.event_x.rounded()), y = Int(motion.event_y.rounded())
            return delta.isContinuous ? .touchpadScroll(dx: delta.dx, dy: delta.dy, x: x, y: y) : .scroll(dx: delta.dx, dy: delta.dy, x: x, y: y)
        default:
            return nil
        }
    }

    /// The values present in an event's valuator mask, by valuator number.
    private static func values(of state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let values = state.values else { return [:] }
        var result: [Int: Double] = [:]
        var next = 0
        for bit in 0..<(Int(state.mask_len) * 8) where openuikit_xi_mask_is_set(mask, state.mask_len, Int32(bit)) != 0 {
            result[bit] = values[next]
            next += 1
        }
        return result
    }

    /// A device's scroll valuators and kind, asked of the server.
    private func describe(device id: Int32) -> SmoothScrollTracker.Device {
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, id, &count), count > 0 else { return .init(axes: [], isTouchpad: false) }
        defer { XIFreeDeviceInfo(info) }
        let device = info.pointee
        var axes: [SmoothScrollTracker.ScrollAxis] = []
        for index in 0..<Int(device.num_classes) {
            guard let any = device.classes[index], any.pointee.type == XIScrollClass else { continue }
            let scroll = UnsafeRawPointer(any).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
            axes.append(.init(valuator: Int(scroll.number), isVertical: scroll.scroll_type == XIScrollTypeVertical, increment: scroll.increment))
        }
        let name = device.name.map { String(cString: $0) } ?? ""
        return .init(axes: axes, isTouchpad: SmoothScrollTracker.isTouchpad(named: name))
    }
}
