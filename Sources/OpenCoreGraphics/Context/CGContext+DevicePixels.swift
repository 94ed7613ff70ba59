import Foundation

/// Direct access to the pixels a context draws into, for effects that read what is already
/// drawn (backdrop filters such as Liquid Glass).
///
/// Rows are top first; each pixel is premultiplied RGBA8 packed in a `UInt32` with red in
/// the low byte. `clip` is the device rectangle the current clip allows (its bounding box:
/// a shaped clip is not applied to direct writes).
package struct CGDevicePixels {
    /// The first pixel of the top row.
    public let base: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Pixels from one row's start to the next.
    public let stride: Int
    /// The clip's bounding box in device pixels: `minX..<maxX`, `minY..<maxY`.
    public let clipMinX: Int, clipMinY: Int, clipMaxX: Int, clipMaxY: Int
    /// How many threads an effect writing these pixels may use at once (1: only the
    /// caller's); the frame's pixels must not depend on it.
    public var threadCount = 1
}

extension CGContext {
    /// Calls `body` with the current drawing target's pixels (the innermost transparency
    /// layer's, when one is open).
    package func withDevicePixels<Result>(_ body: (CGDevicePixels) throws -> Result) rethrows -> Result {
        let clip = state.clipBounds
        let pixels = CGDevicePixels(
            base: buffer.pixels, width: buffer.width, height: buffer.height, stride: buffer.stride,
            clipMinX: clip.minX, clipMinY: clip.minY, clipMaxX: clip.maxX, clipMaxY: clip.maxY, threadCount: effectThreadCount)
        return try body(pixels)
    }
}

extension CGContext {
    /// The current clip's bounding box in device pixels (an empty rectangle when nothing can
    /// be drawn): what drawing can skip outside of.
    package var deviceClipBounds: CGRect {
        let clip = state.clipBounds
        guard !clip.isEmpty else { return .zero }
        return CGRect(x: clip.minX, y: clip.minY, width: clip.maxX - clip.minX, height: clip.maxY - clip.minY)
    }
}
