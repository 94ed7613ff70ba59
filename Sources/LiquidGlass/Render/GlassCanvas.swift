import Foundation
import OpenCoreGraphics

/// The pixels glass is rendered into: premultiplied RGBA8, rows top first.
struct GlassCanvas {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int, stride: Int
    /// Where writing is allowed.
    let writable: PixelRegion
    /// Threads the rendering may use at once; the pixels do not depend on it.
    let threadCount: Int

    init(_ pixels: CGDevicePixels) {
        base = pixels.base
        width = pixels.width
        height = pixels.height
        stride = pixels.stride
        threadCount = pixels.threadCount
        writable = PixelRegion(minX: pixels.clipMinX, minY: pixels.clipMinY, maxX: pixels.clipMaxX, maxY: pixels.clipMaxY)
            .intersection(PixelRegion(x: 0, y: 0, width: pixels.width, height: pixels.height))
    }

    var bounds: PixelRegion { PixelRegion(x: 0, y: 0, width: width, height: height) }
}
