import CWayland
import Foundation
import OpenUIKitHost

/// A monitor as the compositor describes it: its current mode's size and its scale. A
/// window's scale is the largest of the outputs it is on (unless the compositor gives a
/// fractional one).
@MainActor
final class WaylandOutput {
    let proxy: OpaquePointer
    private unowned let connection: WaylandConnection
    /// The whole-number scale the compositor renders this output at (at least 1).
    private(set) var scale: Int = 1
    /// The current mode's size in pixels, once reported.
    private(set) var pixelSize: HostPixelSize?
    /// The current mode's refresh rate in hertz, once reported.
    private(set) var refreshRate: Double?
    private var pendingScale = 1
    private var pendingSize: HostPixelSize?
    private var pendingRefresh: Double?

    init(proxy: OpaquePointer, connection: WaylandConnection) {
        self.proxy = proxy
        self.connection = connection
        wl_output_add_listener(proxy, Self.outputListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func release() {
        if wl_proxy_get_version(proxy) >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }

    /// The compositor finished a description: the new values take effect together.
    private func done() {
        let changed = pendingScale != scale || pendingSize != pixelSize
        scale = pendingScale
        pixelSize = pendingSize
        refreshRate = pendingRefresh
        if changed { connection.outputChanged(self) }
    }

    /// A scale as reported, clamped: compositors send whole numbers from 1 up; anything
    /// else (0, negative, absurdly large) is taken as the nearest sane value.
    static func clampedScale(_ factor: Int32) -> Int { Int(min(max(factor, 1), 8)) }

    nonisolated private static func output(_ data: UnsafeMutableRawPointer?) -> WaylandOutput {
        Unmanaged<WaylandOutput>.fromOpaque(data!).takeUnretainedValue()
    }

    private nonisolated(unsafe) static let outputListener = listener(wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, width, height, refresh in
            guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0, width > 0, height > 0 else { return }
            let target = output(data)
            MainActor.assumeIsolated {
                target.pendingSize = HostPixelSize(width: Int(width), height: Int(height))
                // Millihertz; a rate outside what screens do is no rate.
                target.pendingRefresh = (1000...1_000_000).contains(refresh) ? Double(refresh) / 1000 : nil
            }
        },
        done: { data, _ in let target = output(data); MainActor.assumeIsolated { target.done() } },
        scale: { data, _, factor in let target = output(data); MainActor.assumeIsolated { target.pendingScale = clampedScale(factor) } },
        name: { _, _, _ in },
        description: { _, _, _ in }))
}
