import Foundation
import OpenCoreGraphics

extension CGContext {
    /// The pixels of whole device rows, top first.
    func deviceRows(_ rows: Range<Int>) -> [UInt32] {
        withDevicePixels { pixels in
            var copy: [UInt32] = []
            copy.reserveCapacity(rows.count * pixels.width)
            for y in rows.clamped(to: 0..<pixels.height) {
                copy.append(contentsOf: UnsafeBufferPointer(start: pixels.base + y * pixels.stride, count: pixels.width))
            }
            return copy
        }
    }

    /// Writes back rows that `deviceRows(_:)` copied.
    func setDeviceRows(_ rows: Range<Int>, to saved: [UInt32]) {
        withDevicePixels { pixels in
            saved.withUnsafeBufferPointer { source in
                for (index, y) in rows.clamped(to: 0..<pixels.height).enumerated() {
                    (pixels.base + y * pixels.stride).update(from: source.baseAddress! + index * pixels.width, count: pixels.width)
                }
            }
        }
    }
}
