import Foundation

/// Scan converts polygons into anti-aliased coverage by exact signed area.
///
/// Every edge leaves, in each pixel it passes through, a cell: the signed area between
/// itself and the pixel's right side, and its signed height, which every pixel further
/// right inherits. A row's coverage at column x is the running sum of the heights left of
/// x plus the areas at x, so between two cells the coverage is constant: the sweep turns
/// cells into constant-coverage spans and never visits interior pixels one by one. Two shapes sharing an edge leave cells that sum to exactly full
/// coverage, so there is no seam; a fractional edge gets exactly its fractional area.
///
/// One rasterizer is reused across fills: its buffers keep their capacity. It is a value
/// type so that its hot loops touch local memory, free of class exclusivity checks.
struct Rasterizer {
    /// What one edge leaves in one pixel: `area` counts toward that pixel only,
    /// `cover` (its signed height there) toward every pixel to its right.
    private struct Cell {
        var x: Int32
        var y: Int32
        var area: Float
        var cover: Float

        static let zero = Cell(x: 0, y: 0, area: 0, cover: 0)
    }

    /// Cell storage; only the first `cellCount` are in use, the rest is capacity.
    private var cells: [Cell] = []
    private var cellCount = 0
    private var sorted: [Cell] = []
    private var rowStarts: [Int32] = []
    private var clip = IntRect.empty
    private var touchedMinY = Int.max
    private var touchedMaxY = Int.min

    /// Starts a new shape whose coverage is wanted only inside `clip`.
    mutating func reset(clip: IntRect) {
        self.clip = clip
        cellCount = 0
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
    ///
    /// Every crossing is measured from the edge's own top end, never from where a clip cut
    /// it, so a pixel's coverage does not depend on the clip's rows: a frame rasterized in
    /// bands is bit-identical to one rasterized whole.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, !clip.isEmpty else { return }
        let sign: Double = y0 < y1 ? 1 : -1
        let (xa, ya, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let top = Double(clip.minY), bottom = Double(clip.maxY)
        guard yb > top, ya < bottom else { return }
        let line = EdgeLine(x: xa, y: ya, dxdy: (xb - xa) / (yb - ya))
        let yStart = max(ya, top), yEnd = min(yb, bottom)
        let left = Double(clip.minX), right = Double(clip.maxX)
        if min(xa, xb) >= left, max(xa, xb) <= right {
            addClippedLine(line, yStart, yEnd, sign: sign)
            return
        }
        // Split where the edge crosses the clip's sides; classify each piece by its middle.
        var breaks: [Double] = [yStart, yEnd]
        if line.dxdy != 0 {
            for boundary in [left, right] {
                let y = ya + (boundary - xa) / line.dxdy
                if y > yStart, y < yEnd { breaks.append(y) }
            }
        }
        breaks.sort()
        for i in 0..<(breaks.count - 1) {
            let yTop = breaks[i], yBottom = breaks[i + 1]
            guard yBottom > yTop else { continue }
            let middle = (line.x(at: yTop) + line.x(at: yBottom)) / 2
            if middle >= right { continue }
            if middle <= left {
                addClippedLine(EdgeLine(x: left, y: ya, dxdy: 0), yTop, yBottom, sign: sign)
            } else {
                addClippedLine(line.clamped(left, right), yTop, yBottom, sign: sign)
            }
        }
    }

    private mutating func addClippedLine(_ line: EdgeLine, _ ya: Double, _ yb: Double, sign: Double) {
        let firstRow = Int(ya.rounded(.down))
        let lastRow = min(Int(yb.rounded(.up)) - 1, clip.maxY - 1)
        guard firstRow <= lastRow else { return }
        touchedMinY = min(touchedMinY, firstRow)
        touchedMaxY = max(touchedMaxY, lastRow)
        // Every row piece leaves one cell per column it crosses.
        let bound = 2 * (lastRow - firstRow + 1) + Int(abs(line.x(at: yb) - line.x(at: ya))) + 4
        reserveCells(cellCount + bound)
        let start = cellCount
        let edge = CellEmitter(right: clip.maxX)
        cellCount = cells.withUnsafeMutableBufferPointer { buffer in
            edge.emit(into: buffer.baseAddress!, at: start, line, ya, yb, sign: sign, rows: firstRow...lastRow)
        }
    }

    /// An edge's x along its rows, measured from its top end, optionally held between two columns.
    struct EdgeLine {
        let x: Double, y: Double, dxdy: Double
        var minX = -Double.infinity, maxX = Double.infinity

        init(x: Double, y: Double, dxdy: Double) {
            self.x = x
            self.y = y
            self.dxdy = dxdy
        }

        @inline(__always) func x(at row: Double) -> Double {
            min(maxX, max(minX, x + (row - y) * dxdy))
        }

        func clamped(_ lower: Double, _ upper: Double) -> EdgeLine {
            var line = self
            line.minX = lower
            line.maxX = upper
            return line
        }
    }

    private mutating func reserveCells(_ needed: Int) {
        guard needed > cells.count else { return }
        cells.append(contentsOf: repeatElement(Cell.zero, count: max(needed, cells.count) - cells.count + cells.count / 2))
    }

    /// Writes the cells of one edge (already clipped to the clip's columns) into raw memory.
    private struct CellEmitter {
        let right: Int

        func emit(
            into cells: UnsafeMutablePointer<Cell>, at start: Int, _ line: EdgeLine, _ ya: Double,
            _ yb: Double, sign: Double, rows: ClosedRange<Int>
        ) -> Int {
            var count = start
            for row in rows {
                let rowTop = max(ya, Double(row))
                let rowBottom = min(yb, Double(row + 1))
                guard rowBottom > rowTop else { continue }
                let xTop = line.x(at: rowTop)
                let xBottom = line.x(at: rowBottom)
                rowPiece(cells, &count, row: Int32(row), xTop, xBottom, delta: (rowBottom - rowTop) * sign)
            }
            return count
        }

        /// The cells of an edge piece lying within one row, `delta` being its signed height.
        @inline(__always)
        private func rowPiece(
            _ cells: UnsafeMutablePointer<Cell>, _ count: inout Int, row: Int32, _ xs: Double, _ xe: Double,
            delta: Double
        ) {
            let (xl, xr) = xs < xe ? (xs, xe) : (xe, xs)
            let firstColumn = Int(xl.rounded(.down))
            let lastColumn = Int(xr.rounded(.down))
            if firstColumn == lastColumn || xr - xl < 1e-9 {
                let middle = (xl + xr) / 2 - Double(firstColumn)
                put(cells, &count, firstColumn, row, area: delta * (1 - middle), cover: delta)
                return
            }
            let deltaPerX = delta / (xr - xl)
            var x = xl
            for column in firstColumn...lastColumn {
                let next = min(xr, Double(column + 1))
                let piece = deltaPerX * (next - x)
                let middle = (x + next) / 2 - Double(column)
                put(cells, &count, column, row, area: piece * (1 - middle), cover: piece)
                x = next
            }
        }

        @inline(__always)
        private func put(
            _ cells: UnsafeMutablePointer<Cell>, _ count: inout Int, _ x: Int, _ y: Int32, area: Double, cover: Double
        ) {
            guard x < right, cover != 0 else { return }
            cells[count] = Cell(x: Int32(x), y: y, area: Float(area), cover: Float(cover))
            count += 1
        }
    }

    /// Calls `body` once per row that has coverage, top to bottom, with its spans left to right.
    mutating func sweep(rule: CGPathFillRule, _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void) {
        guard cellCount > 0, touchedMinY <= touchedMaxY else { return }
        bucketCellsByRow()
        let rowCount = touchedMaxY - touchedMinY + 1
        let right = Int32(clip.maxX)
        let firstRow = touchedMinY
        rowStarts.withUnsafeBufferPointer { starts in
            var widest = 0
            for row in 0..<rowCount { widest = max(widest, Int(starts[row + 1] - starts[row])) }
            // Each cell starts at most two spans: its own pixel and the run after it.
            withUnsafeTemporaryAllocation(of: CoverageSpan.self, capacity: 2 * widest + 1) { spans in
                sorted.withUnsafeMutableBufferPointer { cells in
                    for row in 0..<rowCount {
                        let start = Int(starts[row]), end = Int(starts[row + 1])
                        guard end > start else { continue }
                        Self.sortByX(cells, start, end)
                        let count = Self.spans(of: cells, start, end, right: right, rule: rule, into: spans.baseAddress!)
                        if count > 0 { body(firstRow + row, UnsafeBufferPointer(start: spans.baseAddress, count: count)) }
                    }
                }
            }
        }
    }

    /// Turns one row's sorted cells into constant-coverage spans; returns how many.
    @inline(__always)
    private static func spans(
        of cells: UnsafeMutableBufferPointer<Cell>, _ start: Int, _ end: Int, right: Int32, rule: CGPathFillRule,
        into spans: UnsafeMutablePointer<CoverageSpan>
    ) -> Int {
        var count = 0
        func add(_ x: Int32, _ length: Int32, _ coverage: UInt32) {
            guard coverage > 0, length > 0 else { return }
            if count > 0, spans[count - 1].coverage == coverage, spans[count - 1].x + spans[count - 1].count == x {
                spans[count - 1].count += length
            } else {
                spans[count] = CoverageSpan(x: x, count: length, coverage: coverage)
                count += 1
            }
        }
        var cover: Float = 0
        var i = start
        while i < end {
            let x = cells[i].x
            var area: Float = 0
            var height: Float = 0
            while i < end, cells[i].x == x {
                area += cells[i].area
                height += cells[i].cover
                i += 1
            }
            add(x, 1, coverage(cover + area, rule: rule))
            cover += height
            let next = i < end ? cells[i].x : right
            add(x + 1, next - x - 1, coverage(cover, rule: rule))
        }
        return count
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
        // Rounding half up keeps complementary coverages (0.3 and 0.7) summing to at least 255.
        return UInt32(c * 255 + 0.5)
    }

    /// Counting sort of the cells by row, into `sorted`, with `rowStarts` marking each row.
    private mutating func bucketCellsByRow() {
        let rowCount = touchedMaxY - touchedMinY + 1
        if rowStarts.count < rowCount + 1 { rowStarts = [Int32](repeating: 0, count: rowCount + 1) }
        if sorted.count < cellCount { sorted = [Cell](repeating: Cell.zero, count: cells.count) }
        let minY = Int32(touchedMinY)
        let count = cellCount
        cells.withUnsafeBufferPointer { cells in
            rowStarts.withUnsafeMutableBufferPointer { starts in
                sorted.withUnsafeMutableBufferPointer { sorted in
                    for i in 0...rowCount { starts[i] = 0 }
                    for i in 0..<count { starts[Int(cells[i].y - minY) + 1] += 1 }
                    for i in 0..<rowCount { starts[i + 1] += starts[i] }
                    // Scatter, using each row's start as its cursor, then shift the starts back.
                    for i in 0..<count {
                        let row = Int(cells[i].y - minY)
                        sorted[Int(starts[row])] = cells[i]
                        starts[row] += 1
                    }
                    var i = rowCount
                    while i > 0 {
                        starts[i] = starts[i - 1]
                        i -= 1
                    }
                    starts[0] = 0
                }
            }
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
