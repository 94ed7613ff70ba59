import Foundation

extension CGContext {
    /// The transform from user space to device pixels (origin at the top-left pixel, y down).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { deviceTransform }

    /// Composites the fill colour through several coverage masks at once (the glyphs of a
    /// line of text), each placed at a device pixel; where masks overlap their coverage
    /// adds up. An OpenCoreGraphics addition for cached glyphs.
    ///
    /// The masks are merged row by row and each destination row is blended once, left to
    /// right, so the destination is read in order rather than in a small rectangle per
    /// glyph: text costs little more than the pixels it covers.
    public func fill(_ masks: [(mask: CGCoverageMask, x: Int, y: Int)]) {
        guard state.blendMode == .normal, state.clipMask == nil, state.shouldAntialias, masks.count > 1 else {
            for placed in masks { fill(placed.mask, atDevicePixel: placed.x, placed.y) }
            return
        }
        let bounds = state.clipBounds
        guard !bounds.isEmpty else { return }
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for placed in masks where placed.mask.width > 0 && placed.mask.height > 0 {
            minX = min(minX, placed.x + placed.mask.offsetX)
            maxX = max(maxX, placed.x + placed.mask.offsetX + placed.mask.width)
            minY = min(minY, placed.y + placed.mask.offsetY)
            maxY = max(maxY, placed.y + placed.mask.offsetY + placed.mask.height)
        }
        let firstRow = max(minY, bounds.minY), lastRow = min(maxY, bounds.maxY)
        let firstColumn = max(minX, bounds.minX), lastColumn = min(maxX, bounds.maxX)
        guard firstRow < lastRow, firstColumn < lastColumn else { return }
        let color = fillPixel
        let span = lastColumn - firstColumn
        // Padding: the blend reads coverage four bytes at a time.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: span + 4) { line in
            let row = line.baseAddress!
            for y in firstRow..<lastRow {
                row.initialize(repeating: 0, count: span + 4)
                var covered = false
                for placed in masks {
                    let top = placed.y + placed.mask.offsetY
                    guard y >= top, y < top + placed.mask.height else { continue }
                    covered = true
                    let left = placed.x + placed.mask.offsetX
                    let from = max(left, firstColumn), to = min(left + placed.mask.width, lastColumn)
                    guard from < to else { continue }
                    placed.mask.coverage.withUnsafeBufferPointer { coverage in
                        let source = coverage.baseAddress! + (y - top) * placed.mask.width - left
                        Self.addSaturating(source + from, into: row + (from - firstColumn), count: to - from)
                    }
                }
                if covered {
                    PixelRun.sourceOver(buffer.row(y), from: firstColumn, to: lastColumn, color: color, coverage: row - firstColumn)
                }
            }
        }
    }

    /// `target[i] = min(255, target[i] + source[i])`, sixteen bytes at a time.
    @inline(__always)
    private static func addSaturating(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        while i + 16 <= count {
            let a = UnsafeRawPointer(target + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let b = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let sum = a &+ b
            // A wrapped sum is smaller than either addend: it saturates.
            UnsafeMutableRawPointer(target + i).storeBytes(of: sum.replacing(with: 255, where: sum .< a), as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            target[i] = UInt8(truncatingIfNeeded: min(255, UInt16(target[i]) + UInt16(source[i])))
            i += 1
        }
    }

    /// Composites the fill colour through a coverage mask placed at a device pixel, with the
    /// current alpha, blend mode and clip. An OpenCoreGraphics addition for cached glyphs.
    public func fill(_ mask: CGCoverageMask, atDevicePixel x: Int, _ y: Int) {
        guard mask.width > 0, mask.height > 0, !state.clipBounds.isEmpty else { return }
        let left = x + mask.offsetX, top = y + mask.offsetY
        let bounds = state.clipBounds
        let firstRow = max(top, bounds.minY), lastRow = min(top + mask.height, bounds.maxY)
        let firstColumn = max(left, bounds.minX), lastColumn = min(left + mask.width, bounds.maxX)
        guard firstRow < lastRow, firstColumn < lastColumn else { return }
        if state.blendMode == .normal, state.clipMask == nil, state.shouldAntialias {
            // The common case (text in a colour): blend straight from the mask bytes.
            let color = fillPixel
            mask.coverage.withUnsafeBufferPointer { coverage in
                for row in firstRow..<lastRow {
                    let source = coverage.baseAddress! + (row - top) * mask.width - left
                    PixelRun.sourceOver(buffer.row(row), from: firstColumn, to: lastColumn, color: color, coverage: source)
                }
            }
            return
        }
        let blitter = Blitter(
            buffer: buffer, source: .solid(fillPixel), mode: state.blendMode, clipMask: state.clipMask,
            antialias: state.shouldAntialias, scratch: scratch)
        withUnsafeTemporaryAllocation(of: CoverageSpan.self, capacity: lastColumn - firstColumn) { spans in
            mask.coverage.withUnsafeBufferPointer { coverage in
                for row in firstRow..<lastRow {
                    var count = 0
                    let base = (row - top) * mask.width - left
                    var column = firstColumn
                    while column < lastColumn {
                        let value = UInt32(coverage[base + column])
                        var end = column + 1
                        while end < lastColumn, UInt32(coverage[base + end]) == value { end += 1 }
                        if value > 0 {
                            spans[count] = CoverageSpan(x: Int32(column), count: Int32(end - column), coverage: value)
                            count += 1
                        }
                        column = end
                    }
                    if count > 0 { blitter.blitRow(y: row, spans: UnsafeBufferPointer(rebasing: spans[0..<count])) }
                }
            }
        }
    }
}
