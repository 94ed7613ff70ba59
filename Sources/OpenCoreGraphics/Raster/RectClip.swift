import Foundation

/// A clip to an axis-aligned rectangle with fractional edges, in device pixels: what a
/// layer clipping to its bounds gives while it slides by fractions of a pixel. A pixel's
/// coverage is its column's share times its row's share, exactly the area a rasterized
/// rectangle covers, so it matches a clip mask without building one: only the pixels on
/// the rectangle's edges are scaled, and runs inside it stay on the fast paths.
struct RectClip {
    let rect: CGRect
    /// Pixels inside the rectangle whole.
    let interior: IntRect

    init(_ rect: CGRect) {
        self.rect = rect
        let minX = Int(rect.minX.rounded(.up)), maxX = Int(rect.maxX.rounded(.down))
        let minY = Int(rect.minY.rounded(.up)), maxY = Int(rect.maxY.rounded(.down))
        interior = minX < maxX && minY < maxY ? IntRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .empty
    }

    /// How much of row `y` (0...255) lies inside the rectangle.
    func rowCoverage(_ y: Int) -> UInt32 { Self.share(of: y, from: rect.minY, to: rect.maxY) }

    /// How much of column `x` (0...255) lies inside the rectangle.
    func columnCoverage(_ x: Int) -> UInt32 { Self.share(of: x, from: rect.minX, to: rect.maxX) }

    private static func share(of pixel: Int, from low: CGFloat, to high: CGFloat) -> UInt32 {
        let start = max(low, CGFloat(pixel)), end = min(high, CGFloat(pixel + 1))
        return UInt32((max(0, end - start) * 255).rounded())
    }

    /// Rewrites one row's spans through the clip into `output` (room for three spans per
    /// input span): runs inside the rectangle keep their coverage times the row's share,
    /// its edge columns become one-pixel spans scaled by their own share too. Returns how
    /// many spans it wrote.
    func clip(row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, into output: UnsafeMutablePointer<CoverageSpan>) -> Int {
        let rowShare = rowCoverage(y)
        guard rowShare > 0 else { return 0 }
        var written = 0
        func emit(_ x: Int, _ count: Int, _ coverage: UInt32) {
            guard count > 0, coverage > 0 else { return }
            output[written] = CoverageSpan(x: Int32(x), count: Int32(count), coverage: coverage)
            written += 1
        }
        let insideFrom = interior.isEmpty ? Int.max : interior.minX, insideTo = interior.isEmpty ? Int.min : interior.maxX
        for span in spans {
            let start = Int(span.x), end = start + Int(span.count)
            let coverage = Pixel.multiply(span.coverage, rowShare)
            var x = start
            // The left edge column, the run inside, the right edge column.
            while x < min(end, insideFrom) {
                emit(x, 1, Pixel.multiply(coverage, columnCoverage(x)))
                x += 1
            }
            let runEnd = min(end, insideTo)
            if x < runEnd {
                emit(x, runEnd - x, coverage)
                x = runEnd
            }
            while x < end {
                emit(x, 1, Pixel.multiply(coverage, columnCoverage(x)))
                x += 1
            }
        }
        return written
    }
}
