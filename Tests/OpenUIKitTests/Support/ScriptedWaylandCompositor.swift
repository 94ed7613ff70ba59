import CWaylandTestCompositor
import Foundation
@testable import OpenUIKit

/// A Wayland compositor the test drives (on a thread of its own): it offers fractional
/// scaling and viewports, which Debian's compositors lack, and keeps the last frame the
/// client's toplevel committed.
final class ScriptedWaylandCompositor {
    private let compositor: OpaquePointer

    /// Starts one whose fractional-scale objects first hear `scale` (with none when
    /// `offersFractionalScale` is false), with an output of each of `outputScales`.
    init?(scale: Double = 1, offersFractionalScale: Bool = true, outputScales: [Int32] = []) {
        let started = outputScales.withUnsafeBufferPointer { scales in
            openuikit_test_compositor_start(Self.wire(scale), offersFractionalScale ? 1 : 0, scales.baseAddress, Int32(scales.count))
        }
        guard let started else { return nil }
        compositor = started
    }

    /// The window shows on output `index` now (as when moved onto that monitor).
    func enter(output index: Int) { openuikit_test_compositor_enter_output(compositor, UInt32(index)) }

    /// The window no longer shows on output `index`.
    func leave(output index: Int) { openuikit_test_compositor_leave_output(compositor, UInt32(index)) }

    deinit { openuikit_test_compositor_stop(compositor) }

    /// The environment a client connects with.
    var environment: [String: String] { ["WAYLAND_DISPLAY": String(cString: openuikit_test_compositor_socket(compositor))] }

    /// Tells the client's surfaces a new preferred scale.
    func prefer(scale: Double) { openuikit_test_compositor_set_scale(compositor, Self.wire(scale)) }

    /// Sends a preferred scale as the protocol's raw 120ths, sane or not.
    func prefer(rawScale: UInt32) { openuikit_test_compositor_set_scale(compositor, rawScale) }

    var lastFrame: openuikit_test_compositor_frame { openuikit_test_compositor_last_frame(compositor) }

    /// The last committed buffer as an image (its pixels are little-endian XRGB: the
    /// fourth byte is unused).
    func lastImage() -> CGImage? {
        let frame = lastFrame
        let width = Int(frame.buffer_width), height = Int(frame.buffer_height)
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard openuikit_test_compositor_copy_pixels(compositor, &bytes, bytes.count) == bytes.count else { return nil }
        // BGRX in memory to opaque RGBA.
        for pixel in stride(from: 0, to: bytes.count, by: 4) {
            bytes.swapAt(pixel, pixel + 2)
            bytes[pixel + 3] = 255
        }
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        guard let context, let data = context.data else { return nil }
        bytes.withUnsafeBytes { data.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return context.makeImage()
    }

    private static func wire(_ scale: Double) -> UInt32 { UInt32((scale * 120).rounded()) }
}
