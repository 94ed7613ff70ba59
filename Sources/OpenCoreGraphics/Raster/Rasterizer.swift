import Foundation

/// Scan converts polygons into anti-aliased coverage by exact signed area.
///
/// Every edge leaves, in each pixel it passes through, the signed area between itself
/// and the pixel's right side ("cells"). A row's coverage at column x is the running sum
/// of the cells up to x, so between two cells the coverage is constant: the sweep turns
/// each cell into the start of a constant-coverage span and never visits empty interior
/// pixels one by one. Two shapes sharing an edge leave cells that sum to exactly full
/// coverage, so there is no seam; a fractional edge gets exactly its fractional area.
///
/// One rasterizer is reused across fills: its buffers keep their capacity. It is a value
/// type so that its hot loops touch local memory, free of class exclusivity checks.
struct Rasterizer {
    private struct Cell {
        var x: Int32
        var y: Int32
        var delta: Float
    }

    private var cells: [Cell] = []
    private var sorted: [Cell] = []
    private var rowStarts: [Int32] = []
    private var spans: [CoverageSpan] = []
    private var clip = IntRect.empty
    private var touchedMinY = Int.max
    private var touchedMaxY = Int.min

    /// Starts a new shape whose coverage is wanted only inside `clip`.
    mutating func reset(clip: IntRect) {
        self.clip = clip
        cells.removeAll(keepingCapacity: true)
        touchedMinY = Int.max
        touchedMaxY = Int.min
    }

    /// Adds every subpath of `path`, mapped by `transform` and closed, flattened to 0.1 px.
    mutating func add(_ path: CGPath, transform: CGAffineTransform) {
        path.forEachPolyline(transform: transform, tolerance: 0.1) { points, _ in
            addPolygon(points)
        }
    }

    /// Adds a closed polygon in device pixels.
    mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count > 1 else { return }
        var previous = points[points.count - 1]
        for point in points {
            addLine(Double(previous.x), Double(previous.y), Double(point.x), Double(point.y))
            previous = point
        }
    }

    /// Adds one edge, clipped to the rows of the clip and folded into its columns:
    /// parts left of the clip still count as crossings at its left side.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, !clip.isEmpty else { return }
        let sign: Double = y0 < y1 ? 1 : -1
        var (xa, ya, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let top = Double(clip.minY), bottom = Double(clip.maxY)
        guard yb > top, ya < bottom else { return }
        let dxdy = (xb - xa) / (yb - ya)
        if ya < top {
            xa += (top - ya) * dxdy
            ya = top
        }
        if yb > bottom {
            xb -= (yb - bottom) * dxdy
            yb = bottom
        }
        let left = Double(clip.minX), right = Double(clip.maxX)
        if xa >= left, xb >= left, xa <= right, xb <= right {
            addClippedLine(xa, ya, xb, yb, sign: sign)
            return
        }
        // Split where the edge crosses the clip's sides; classify each piece by its middle.
        var breaks: [Double] = [ya, yb]
        if dxdy != 0 {
            for boundary in [left, right] {
                let y = ya + (boundary - xa) / dxdy
                if y > ya, y < yb { breaks.append(y) }
            }
        }
        breaks.sort()
        for i in 0..<(breaks.count - 1) {
            let yTop = breaks[i], yBottom = breaks[i + 1]
            guard yBottom > yTop else { continue }
            let xTop = xa + (yTop - ya) * dxdy, xBottom = xa + (yBottom - ya) * dxdy
            let middle = (xTop + xBottom) / 2
            if middle >= right { continue }
            if middle <= left {
                addClippedLine(left, yTop, left, yBottom, sign: sign)
            } else {
                addClippedLine(
                    min(right, max(left, xTop)), yTop, min(right, max(left, xBottom)), yBottom, sign: sign)
            }
        }
    }

    private mutating func addClippedLine(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, sign: Double) {
        let dxdy = (xb - xa) / (yb - ya)
        let firstRow = Int(ya.rounded(.down))
        let lastRow = min(Int(yb.rounded(.up)) - 1, clip.maxY - 1)
        guard firstRow <= lastRow else { return }
        touchedMinY = min(touchedMinY, firstRow)
        touchedMaxY = max(touchedMaxY, lastRow)
        for row in firstRow...lastRow {
            let rowTop = max(ya, Double(row))
            let rowBottom = min(yb, Double(row + 1))
            guard rowBottom > rowTop else { continue }
            let xTop = xa + (rowTop - ya) * dxdy
            let xBottom = xa + (rowBottom - ya) * dxdy
            addRowPiece(row: row, xTop, xBottom, delta: (rowBottom - rowTop) * sign)
        }
    }

    /// Adds the cells of an edge piece lying within one row, `delta` being its signed height.
    @inline(__always)
    private mutating func addRowPiece(row: Int, _ xs: Double, _ xe: Double, delta: Double) {
        let (xl, xr) = xs < xe ? (xs, xe) : (xe, xs)
        let firstColumn = Int(xl.rounded(.down))
        let lastColumn = Int(xr.rounded(.down))
        if firstColumn == lastColumn || xr - xl < 1e-9 {
            let middle = (xl + xr) / 2 - Double(firstColumn)
            push(firstColumn, row, delta * (1 - middle))
            push(firstColumn + 1, row, delta * middle)
            return
        }
        let deltaPerX = delta / (xr - xl)
        var carry = 0.0
        var x = xl
        for column in firstColumn...lastColumn {
            let next = min(xr, Double(column + 1))
            let piece = deltaPerX * (next - x)
            let middle = (x + next) / 2 - Double(column)
            push(column, row, carry + piece * (1 - middle))
            carry = piece * middle
            x = next
        }
        push(lastColumn + 1, row, carry)
    }

    @inline(__always)
    private mutating func push(_ x: Int, _ y: Int, _ delta: Double) {
        guard x < clip.maxX else { return }
        cells.append(Cell(x: Int32(x), y: Int32(y), delta: Float(delta)))
    }

    /// Calls `body` once per row that has coverage, top to bottom, with its spans left to right.
    mutating func sweep(rule: CGPathFillRule, _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void) {
        guard !cells.isEmpty, touchedMinY <= touchedMaxY else { return }
        bucketCellsByRow()
        let rowCount = touchedMaxY - touchedMinY + 1
        let right = Int32(clip.maxX)
        // Work on local buffers: no access to `self` inside the loops.
        var rowCells = sorted
        var rowSpans = spans
        sorted = []
        spans = []
        defer {
            sorted = rowCells
            spans = rowSpans
        }
        rowStarts.withUnsafeBufferPointer { starts in
            rowCells.withUnsafeMutableBufferPointer { cells in
                for rowIndex in 0..<rowCount {
                    let start = Int(starts[rowIndex]), end = Int(starts[rowIndex + 1])
                    guard end > start else { continue }
                    Self.sortByX(cells, start, end)
                    Self.spans(of: cells, start, end, right: right, rule: rule, into: &rowSpans)
                    if !rowSpans.isEmpty {
                        rowSpans.withUnsafeBufferPointer { body(touchedMinY + rowIndex, $0) }
                    }
                }
            }
        }
    }

    /// Turns one row's sorted cells into constant-coverage spans.
    @inline(__always)
    private static func spans(
        of cells: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int, right: Int32, rule: CGPathFillRule,
        into spans: inout [CoverageSpan]
    ) {
        spans.removeAll(keepingCapacity: true)
        var sum: Float = 0
        var i = start
        while i < end {
            let x = cells[i].x
            while i < end, cells[i].x == x {
                sum += cells[i].delta
                i += 1
            }
            let next = i < end ? cells[i].x : right
            let coverage = Self.coverage(sum, rule: rule)
            guard coverage > 0, next > x else { continue }
            if let last = spans.last, last.coverage == coverage, last.x + last.count == x {
                spans[spans.count - 1].count += next - x
            } else {
                spans.append(CoverageSpan(x: x, count: next - x, coverage: coverage))
            }
        }
    }

    /// Coverage as a byte from an accumulated signed area.
    @inline(__always)
    static func coverage(_ sum: Float, rule: CGPathFillRule) -> UInt32 {
        var c = abs(sum)
        switch rule {
        case .winding:
            c = min(c, 1)
        case .evenOdd:
            c = c.truncatingRemainder(dividingBy: 2)
            if c > 1 { c = 2 - c }
        }
        return UInt32(c * 255 + 0.5)
    }

    /// Counting sort of the cells by row, into `sorted`, with `rowStarts` marking each row.
    private mutating func bucketCellsByRow() {
        let rowCount = touchedMaxY - touchedMinY + 1
        rowStarts.removeAll(keepingCapacity: true)
        rowStarts.append(contentsOf: repeatElement(0, count: rowCount + 1))
        let minY = Int32(touchedMinY)
        for cell in cells { rowStarts[Int(cell.y - minY) + 1] += 1 }
        for i in 0..<rowCount { rowStarts[i + 1] += rowStarts[i] }
        if sorted.count < cells.count {
            sorted = [Cell](repeating: Cell(x: 0, y: 0, delta: 0), count: cells.count)
        }
        var cursor = rowStarts
        for cell in cells {
            let row = Int(cell.y - minY)
            sorted[Int(cursor[row])] = cell
            cursor[row] += 1
        }
    }

    private static func sortByX(_ buffer: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int) {
        if end - start > 32 {
            var slice = UnsafeMutableBufferPointer(rebasing: buffer[start..<end])
            slice.sort { $0.x < $1.x }
            return
        }
        var i = start + 1
        while i < end {
            let cell = buffer[i]
            var j = i - 1
            while j >= start, buffer[j].x > cell.x {
                buffer[j + 1] = buffer[j]
                j -= 1
            }
            buffer[j + 1] = cell
            i += 1
        }
    }
}
