import Foundation

/// Contexts that draw into parts of another context's pixels, for rendering one frame on
/// several threads.
extension CGContext {
    /// A context drawing into this context's pixels, limited to the device rows `rows`, with
    /// this context's current transform and clip. Its transparency layers use `layerPool`,
    /// which the other bands of the frame share.
    ///
    /// Bands with disjoint rows may draw at the same time on different threads; each draws
    /// exactly the pixels the whole context would have drawn in its rows.
    package func makeBand(rows: Range<Int>, layerPool: TransparencyLayerPool) -> CGContext {
        let band = CGContext(buffer: baseBuffer)
        band.state = state
        band.state.clipBounds = state.clipBounds.intersection(IntRect(minX: 0, minY: rows.lowerBound, maxX: width, maxY: rows.upperBound))
        band.layerPool = layerPool
        return band
    }

    /// A context drawing into the buffer of transparency-layer depth `depth` of the bands
    /// sharing `layerPool` (0: this context's own pixels), with an identity transform (user
    /// space is the y-up base space) and no clip: what an effect that reads and writes a
    /// whole frame at once draws through while the bands wait.
    package func makeView(ofLayerDepth depth: Int, layerPool: TransparencyLayerPool) -> CGContext {
        CGContext(buffer: depth == 0 ? baseBuffer : layerPool.buffer(depth: depth - 1))
    }

    /// The bitmap's own pixels, whatever transparency layer is open.
    private var baseBuffer: PixelBuffer { transparencyLayers.first?.target ?? buffer }
}
