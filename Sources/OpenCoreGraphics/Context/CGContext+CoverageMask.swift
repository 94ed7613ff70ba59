import Foundation

extension CGContext {
    /// The transform from user space to device pixels (origin at the top-left pixel, y down).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { deviceTransform }

    /// Composites the fill colour through several coverage masks (the glyphs of a line of
    /// text), each placed at a device pixel. An OpenCoreGraphics addition for cached glyphs.
    ///
    /// Each mask is blended straight into its own box, as cairo composites glyphs: measured
    /// against merging a line's masks row by row, this was as fast or faster on a cleared
    /// surface and on a reused one. The fill colour is converted to a pixel once for all.
    public func fill(_ masks: [(mask: CGCoverageMask, x: Int, y: Int)]) {
        guard state.blendMode == .normal, state.clipMask == nil, state.clipRect == nil, state.shouldAntialias else {
            for placed in masks { fill(placed.mask, atDevicePixel: placed.x, placed.y) }
            return
        }
        let color = fillPixel
        for placed in masks { blend(placed.mask, atDevicePixel: placed.x, placed.y, color: color) }
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
        if state.blendMode == .normal, state.clipIsWholePixels(over: IntRect(minX: firstColumn, minY: firstRow, maxX: lastColumn, maxY: lastRow)),
           state.shouldAntialias {
            blend(mask, atDevicePixel: x, y, color: fillPixel)
            return
        }
        let blitter = Blitter(
            buffer: buffer, source: .solid(fillPixel), mode: state.blendMode, clipMask: state.clipMask, clipRect: state.clipRect,
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

    /// Source-over of `color` through a mask at a device pixel, clipped to the clip bounds:
    /// the common case of text in a colour, straight from the mask bytes.
    private func blend(_ mask: CGCoverageMask, atDevicePixel x: Int, _ y: Int, color: UInt32) {
        guard mask.width > 0, mask.height > 0 else { return }
        let left = x + mask.offsetX, top = y + mask.offsetY
        let bounds = state.clipBounds
        let firstRow = max(top, bounds.minY), lastRow = min(top + mask.height, bounds.maxY)
        let firstColumn = max(left, bounds.minX), lastColumn = min(left + mask.width, bounds.maxX)
        guard firstRow < lastRow, firstColumn < lastColumn else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in firstRow..<lastRow {
                let source = coverage.baseAddress! + (row - top) * mask.width - left
                PixelRun.sourceOver(buffer.row(row), from: firstColumn, to: lastColumn, color: color, coverage: source)
            }
        }
    }
}
