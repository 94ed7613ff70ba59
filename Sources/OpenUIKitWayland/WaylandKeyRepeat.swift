import CWayland
import Foundation
import OpenUIKitHost

/// Repeats a held key at the compositor's rate after its delay: Wayland leaves repeating
/// to clients. A timer descriptor wakes the app when a repeat falls due.
@MainActor
final class WaylandKeyRepeat {
    /// The timer's descriptor, watched with the connection's (-1 when none could be made).
    let fileDescriptor: Int32 = openuikit_wayland_timer_create()
    /// Repeats a second (0: keys do not repeat) and the wait before the first, as the
    /// compositor says; until it does, a common desktop default.
    private(set) var rate: Int = 25
    private(set) var delay: Int = 600
    /// The key held and how to make its press again (the modifiers may have changed).
    private var held: (evdev: Int, press: () -> HostKeyPress?)?

    /// Takes the compositor's settings, held to sane bounds.
    func configure(rate: Int32, delay: Int32) {
        self.rate = Int(min(max(rate, 0), 1000))
        self.delay = Int(min(max(delay, 0), 10_000))
        if rate == 0 { stop() }
    }

    /// A key that repeats went down: it repeats after the delay unless released.
    func pressed(evdev: Int, press: @escaping () -> HostKeyPress?) {
        guard rate > 0, fileDescriptor >= 0 else { return }
        held = (evdev, press)
        openuikit_wayland_timer_arm(fileDescriptor, max(1, delay), max(1, 1000 / rate))
    }

    /// A key came up: it stops repeating if it was the one held.
    func released(evdev: Int) {
        if held?.evdev == evdev { stop() }
    }

    func stop() {
        held = nil
        if fileDescriptor >= 0 {
            openuikit_wayland_timer_arm(fileDescriptor, 0, 0)
            _ = openuikit_wayland_timer_take(fileDescriptor)
        }
    }

    /// The repeats that fell due since the last call (a few at most: a stalled app does
    /// not type a burst of keys when it wakes).
    func duePresses() -> [HostKeyPress] {
        guard fileDescriptor >= 0 else { return [] }
        let due = openuikit_wayland_timer_take(fileDescriptor)
        guard due > 0, let held, let press = held.press() else { return [] }
        return Array(repeating: press, count: Int(min(due, 3)))
    }

    deinit {
        if fileDescriptor >= 0 { Foundation.close(fileDescriptor) }
    }
}
