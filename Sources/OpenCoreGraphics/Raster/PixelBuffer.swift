import Foundation

/// The pixel memory behind a bitmap context: premultiplied RGBA8, rows `stride` pixels apart.
///
/// It either owns its memory (freed on deinit) or borrows a caller's, as
/// `CGContext(data:...)` does.
final class PixelBuffer {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// Pixels from one row's start to the next's.
    let stride: Int
    private let ownsMemory: Bool

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width
        let count = max(1, width * height)
        // calloc hands out pages the kernel already zeroed: no pass over 12 MB to clear them.
        guard let memory = calloc(count, MemoryLayout<UInt32>.stride) else {
            fatalError("out of memory allocating a \(width)×\(height) bitmap")
        }
        pixels = memory.bindMemory(to: UInt32.self, capacity: count)
        ownsMemory = true
    }

    init(borrowing memory: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.stride = bytesPerRow / 4
        pixels = memory.bindMemory(to: UInt32.self, capacity: stride * height)
        ownsMemory = false
    }

    deinit {
        if ownsMemory { free(pixels) }
    }

    var bounds: IntRect { IntRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

    /// Makes the pixels of `rect` (within the bounds) transparent.
    func clear(_ rect: IntRect) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY { (row(y) + area.minX).update(repeating: 0, count: area.width) }
    }

    /// The pixels of `rect` (within the bounds) without row padding, top row first.
    func packedPixels(in rect: IntRect) -> [UInt32] {
        let area = rect.intersection(bounds)
        return [UInt32](unsafeUninitializedCapacity: area.width * area.height) { out, count in
            for y in 0..<area.height {
                (out.baseAddress! + y * area.width).initialize(from: row(area.minY + y) + area.minX, count: area.width)
            }
            count = area.width * area.height
        }
    }

    /// The pixels without row padding, top row first.
    func packedPixels() -> [UInt32] { packedPixels(in: bounds) }
}
