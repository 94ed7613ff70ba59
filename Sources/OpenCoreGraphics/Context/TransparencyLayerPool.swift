import Foundation

/// Frame-sized buffers for transparency layers, one per nesting depth, shared by every
/// band of a frame rendered in parallel.
///
/// Bands draw disjoint rows, so the contexts of one frame can share a depth's buffer: each
/// clears, draws and composites only its own rows. Buffers are kept between frames, as a
/// compositor groups layers every frame and a fresh window-sized buffer costs page faults.
package final class TransparencyLayerPool: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`: the buffer of each depth made so far.
    private var buffers: [PixelBuffer] = []
    /// The frame size in pixels.
    package let width: Int
    package let height: Int

    /// A pool for frames of `width` × `height` pixels.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// How many frame-sized buffers the pool holds.
    package var bufferCount: Int { lock.withLock { buffers.count } }

    /// The buffer of nesting depth `depth` (0 for the outermost layer), made on first use.
    func buffer(depth: Int) -> PixelBuffer {
        lock.withLock {
            while buffers.count <= depth { buffers.append(PixelBuffer(width: width, height: height)) }
            return buffers[depth]
        }
    }
}
