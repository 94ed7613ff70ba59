import Foundation

/// Per-pixel clip coverage (0 = clipped away, 255 = fully inside) over the pixels a
/// clip's bounds allow; everything outside `bounds` is clipped away.
///
/// Only the clip's bounds are stored: a rounded corner on a small layer costs that layer's
/// pixels, not a whole window's. Immutable once built, so saved graphics states (and the
/// bands of a frame) can share it.
final class ClipMask {
    /// The device pixels the coverage covers.
    let bounds: IntRect
    let coverage: [UInt8]

    init(bounds: IntRect, coverage: [UInt8]) {
        self.bounds = bounds
        self.coverage = coverage
    }

    /// The coverage of row `y` from column `x` on; the caller stays inside `bounds`.
    @inline(__always)
    func withRow<Result>(_ y: Int, from x: Int, _ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        coverage.withUnsafeBufferPointer { m in
            body(m.baseAddress! + (y - bounds.minY) * bounds.width + (x - bounds.minX))
        }
    }

    /// The mask of a rasterized shape over `bounds` (the rasterizer's clip), multiplied by
    /// `previous` where there is one.
    static func intersecting(
        _ previous: ClipMask?, bounds: IntRect, rule: CGPathFillRule, rasterizer: inout Rasterizer
    ) -> ClipMask {
        let width = bounds.width
        var coverage = [UInt8](repeating: 0, count: width * bounds.height)
        rasterizer.sweep(rule: rule) { y, spans in
            let rowStart = (y - bounds.minY) * width - bounds.minX
            for span in spans {
                let start = rowStart + Int(span.x)
                for i in start..<(start + Int(span.count)) { coverage[i] = UInt8(span.coverage) }
            }
        }
        if let previous {
            for y in bounds.minY..<bounds.maxY {
                previous.withRow(y, from: bounds.minX) { old in
                    let rowStart = (y - bounds.minY) * width
                    for i in 0..<width where coverage[rowStart + i] != 0 {
                        coverage[rowStart + i] = UInt8(Pixel.multiply(UInt32(coverage[rowStart + i]), UInt32(old[i])))
                    }
                }
            }
        }
        return ClipMask(bounds: bounds, coverage: coverage)
    }
}
