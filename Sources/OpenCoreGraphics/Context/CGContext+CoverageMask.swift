import Foundation

extension CGContext {
    /// The transform from user space to device pixels (origin at the top-left pixel, y down).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { deviceTransform }

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
