import CWayland
import Foundation
import OpenUIKitHost

/// The shared-memory buffers a window's frames go through: a few of one size, reused as
/// the compositor releases them. Each remembers the rectangles presented through the others
/// since it was last used, so only damage is ever copied.
@MainActor
final class WaylandBuffers {
    /// One `wl_buffer` over its own stretch of the shared file.
    final class Buffer {
        let proxy: OpaquePointer
        let pixels: UnsafeMutablePointer<UInt32>
        var isBusy = false
        /// Rectangles this buffer is behind on.
        var stale: [HostPixelRect] = []

        init(proxy: OpaquePointer, pixels: UnsafeMutablePointer<UInt32>) {
            self.proxy = proxy
            self.pixels = pixels
        }
    }

    let width: Int
    let height: Int
    private let shm: OpaquePointer
    /// The `wl_shm` pixel format: XRGB for windows, ARGB for pictures with transparency.
    private let format: UInt32
    private var buffers: [Buffer] = []
    /// Called when the compositor gives a buffer back.
    var onBufferReleased: (() -> Void)?

    /// How many buffers a window may hold: two alternate, a third covers a compositor that
    /// holds one a frame longer, a fourth a slow one.
    static let maximumCount = 4

    init(shm: OpaquePointer, width: Int, height: Int, format: UInt32 = WL_SHM_FORMAT_XRGB8888.rawValue) {
        self.shm = shm
        self.format = format
        self.width = width
        self.height = height
    }

    private var byteCount: Int { width * height * 4 }

    /// A buffer the compositor is not reading, made when needed; `nil` when every buffer is
    /// busy or shared memory ran out.
    func freeBuffer() -> Buffer? {
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        guard buffers.count < Self.maximumCount, let made = makeBuffer() else { return nil }
        // A new buffer holds nothing yet: all of it is behind.
        made.stale = [HostPixelRect(x: 0, y: 0, width: width, height: height)]
        buffers.append(made)
        return made
    }

    /// Records that `rect` was presented through `buffer`: every other buffer is behind on it.
    func presented(_ rect: HostPixelRect, through buffer: Buffer) {
        buffer.isBusy = true
        buffer.stale = []
        for other in buffers where other !== buffer { other.stale.append(rect) }
    }

    private func makeBuffer() -> Buffer? {
        let fd = openuikit_wayland_shared_memory(byteCount)
        guard fd >= 0 else { return nil }
        defer { Foundation.close(fd) }
        guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED else { return nil }
        guard let pool = wl_shm_create_pool(shm, fd, Int32(byteCount)) else {
            munmap(mapped, byteCount)
            return nil
        }
        defer { wl_shm_pool_destroy(pool) }
        guard let proxy = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(width * 4), format)
        else {
            munmap(mapped, byteCount)
            return nil
        }
        let buffer = Buffer(proxy: proxy, pixels: mapped.assumingMemoryBound(to: UInt32.self))
        wl_buffer_add_listener(proxy, Self.bufferListener, Unmanaged.passUnretained(self).toOpaque())
        return buffer
    }

    private func released(_ proxy: OpaquePointer?) {
        guard let buffer = buffers.first(where: { $0.proxy == proxy }) else { return }
        buffer.isBusy = false
        onBufferReleased?()
    }

    /// Destroys every buffer (the compositor may still show the last one until the next).
    func release() {
        for buffer in buffers {
            wl_buffer_destroy(buffer.proxy)
            munmap(buffer.pixels, byteCount)
        }
        buffers = []
    }

    private nonisolated(unsafe) static let bufferListener = listener(wl_buffer_listener(
        release: { data, proxy in
            let buffers = Unmanaged<WaylandBuffers>.fromOpaque(data!).takeUnretainedValue()
            let address = ProxyAddress(proxy)
            MainActor.assumeIsolated { buffers.released(address.pointer) }
        }))

    /// Copies `rect` of `frame` into `buffer` as the compositor's XRGB or ARGB (premultiplied
    /// RGBA, red in the low byte, becomes blue in the low byte; alpha stays on top).
    func copy(_ frame: HostFrame, rect: HostPixelRect, into buffer: Buffer) {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(rect.x + rect.width, frame.width, width), y1 = min(rect.y + rect.height, frame.height, height)
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            let source = frame.base + y * frame.stride
            let target = buffer.pixels + y * width
            for x in x0..<x1 {
                let p = source[x]
                target[x] = (p & 0xFF00_FF00) | (p & 0xFF) << 16 | (p >> 16) & 0xFF
            }
        }
    }
}
