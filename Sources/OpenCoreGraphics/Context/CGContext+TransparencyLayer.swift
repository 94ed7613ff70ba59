import Foundation

extension CGContext {
    /// Starts a transparency layer: until the matching `endTransparencyLayer()`, drawing
    /// goes into a fresh transparent layer, which is then composited as one image with the
    /// alpha, blend mode and clip in effect at this call.
    ///
    /// Inside the layer alpha is 1 and the blend mode normal; the CTM and clip carry over.
    /// `auxiliaryInfo` is accepted for compatibility and ignored. Unlike CoreGraphics,
    /// which takes a `CFDictionary`, it is a Swift dictionary.
    ///
    /// ```swift
    /// context.setAlpha(0.5)
    /// context.beginTransparencyLayer(auxiliaryInfo: nil)
    /// context.fillEllipse(in: a)       // the overlap of a and b is not doubled:
    /// context.fillEllipse(in: b)       // the group fades as one
    /// context.endTransparencyLayer()
    /// ```
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        let depth = transparencyLayers.count
        transparencyLayers.append(TransparencyLayerFrame(target: buffer, state: state, savedStateDepth: savedStates.count))
        if let layerPool {
            let shared = layerPool.buffer(depth: depth)
            shared.clear(state.clipBounds)
            buffer = shared
        } else if let spare = spareLayerBuffers.popLast() {
            // Only what the clip lets through is ever composited back, so only that is cleared.
            spare.clear(state.clipBounds)
            buffer = spare
        } else {
            buffer = PixelBuffer(width: width, height: height)
        }
        state.alpha = 1
        state.blendMode = .normal
    }

    /// Ends the innermost transparency layer and composites it; does nothing without one.
    public func endTransparencyLayer() {
        guard let frame = transparencyLayers.popLast() else { return }
        let layer = buffer
        buffer = frame.target
        defer { if layerPool == nil, spareLayerBuffers.count < Self.maximumSpareLayerBuffers { spareLayerBuffers.append(layer) } }
        savedStates.removeLast(max(0, savedStates.count - frame.savedStateDepth))
        state = frame.state
        // Only what the clip lets through is composited, so only that much is copied out.
        let bounds = state.clipBounds.intersection(layer.bounds)
        guard !bounds.isEmpty else { return }
        let image = CGImage(width: bounds.width, height: bounds.height, pixels: layer.packedPixels(in: bounds))
        let shader = ImageShader(
            image: image, imageFromDevice: CGAffineTransform(translationX: CGFloat(-bounds.minX), y: CGFloat(-bounds.minY)),
            quality: .none)
        rasterizer.reset(clip: bounds)
        rasterizer.addPolygon([
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ])
        composite(.shader(shader, alpha: alphaByte), rule: .winding)
    }

    private static let maximumSpareLayerBuffers = 2
}

/// What `endTransparencyLayer()` needs to return to.
struct TransparencyLayerFrame {
    let target: PixelBuffer
    let state: GraphicsState
    let savedStateDepth: Int
}
