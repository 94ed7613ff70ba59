import Foundation
import OpenCoreGraphics

/// Each member's face colour (saturation, dimming, fill, tint) applied once to its frost at
/// the frost's reduced resolution, over the member's bounds. The shading pass samples these
/// at the lensed position for the plain part of a face (away from the rim, the border and
/// a touch glow), so most glass pixels cost one bilinear sample.
///
/// The frost is smooth at this resolution, so shading before sampling differs from shading
/// after it by less than a level of 8-bit colour.
struct ShadedFaces {
    /// Every member's face, one after another.
    let pixels: [UInt32]
    /// Where member `m`'s face starts in `pixels`.
    let offsets: [Int]
    /// Where member `m`'s face lies on the canvas.
    let grids: [BackdropImage.Grid]

    init(looks: [MemberLook], frosts: [BackdropImage], bounds: [PixelRegion], threads: Int = 1) {
        let windows = zip(frosts, bounds).map { Self.window(of: $0, covering: $1) }
        var offsets: [Int] = []
        var total = 0
        for window in windows {
            offsets.append(total)
            total += window.count
        }
        pixels = [UInt32](unsafeUninitializedCapacity: total) { out, count in
            for (m, (frost, window)) in zip(frosts, windows).enumerated() {
                let look = looks[m]
                // Rows are independent: each writes its own stretch of the output. A face pixel
                // (a colour matrix in floats) weighs about eight plain pixels of work.
                ParallelRows.forEachChunk(of: window.y..<window.maxY, pixelsPerRow: window.width * 8, threads: threads) { rows in
                    frost.pixels.withUnsafeBufferPointer { source in
                        for row in rows {
                            var k = offsets[m] + (row - window.y) * window.width
                            for column in window.x..<window.maxX {
                                out[k] = ShadingPass.pack(look.shadeFace(BackdropImage.unpack(source[row * frost.width + column])))
                                k += 1
                            }
                        }
                    }
                }
            }
            count = total
        }
        self.offsets = offsets
        grids = zip(frosts, windows).map { frost, window in
            BackdropImage.Grid(originX: frost.originX + window.x * frost.factor, originY: frost.originY + window.y * frost.factor,
                               factor: frost.factor, width: window.width, height: window.height)
        }
    }

    /// The frost pixels (its own grid) a bilinear sample anywhere in `bounds` reads.
    private static func window(of frost: BackdropImage, covering bounds: PixelRegion) -> PixelRegion {
        let f = frost.factor
        let minX = (bounds.x - frost.originX) / f - 1, minY = (bounds.y - frost.originY) / f - 1
        let maxX = (bounds.maxX - frost.originX + f - 1) / f + 1, maxY = (bounds.maxY - frost.originY + f - 1) / f + 1
        let window = PixelRegion(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
            .intersection(PixelRegion(x: 0, y: 0, width: frost.width, height: frost.height))
        // An empty window would leave nothing to sample; one pixel keeps the grid valid.
        return window.isEmpty ? PixelRegion(x: 0, y: 0, width: 1, height: 1) : window
    }
}
