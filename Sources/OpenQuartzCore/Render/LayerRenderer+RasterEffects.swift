import Foundation
import OpenCoreGraphics

extension LayerRenderer {
    /// Draws a layer with raster effects: its group is drawn into an image at the canvas's
    /// pixel scale, the effects run over the image in order, and the result is composited
    /// with the layer's opacity. Returns `false` (the layer is drawn plainly) when the image
    /// would be empty or too large.
    ///
    /// Backdrops inside such a layer see only what the layer itself draws.
    static func drawRasterized(
        _ layer: CALayer, values: PresentedLayerValues, in context: some LayerCanvas, shown: LayerPresentation
    ) -> Bool {
        // Only what can reach the canvas is drawn: the visible part, grown by the effects'
        // reach (a blur there reads pixels from just outside), so a huge view costs a screen.
        let visible = LayerRasterEffect.sources(of: context.visibleBounds, under: layer.rasterEffects)
        let area = subtreeExtent(of: layer, shown: shown).intersection(visible).integral
        guard !area.isNull, area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else { return false }
        // The canvas's scale, lowered when the area would take more than the budget of pixels
        // (a huge blur or shadow is smooth enough to draw at a lower resolution).
        let canvasScale = max(1, min(context.userSpaceToDeviceSpaceTransform.maximumScale, 16))
        let scale = min(canvasScale, (rasterPixelBudget / (area.width * area.height)).squareRoot())
        guard scale >= 0.01, let bitmap = LayerBitmap.context(size: area.size, scale: scale) else { return false }
        bitmap.translateBy(x: -area.minX, y: -area.minY)
        drawContent(of: layer, values: values, in: ImmediateCanvas(bitmap), cull: nil, shown: shown)
        guard var image = bitmap.makeImage() else { return false }
        var blendMode = CGBlendMode.normal
        var shadows: [(image: CGImage, offset: CGSize)] = []
        for effect in layer.rasterEffects {
            switch effect {
            case .colorMatrix(let matrix):
                image = image.applyingColorMatrix(matrix)
            case .blur(let radius, let opaque):
                guard radius.isFinite, radius > 0 else { continue }
                image = image.blurred(sigma: min(radius, 2048) * scale, opaque: opaque)
            case .shadow(let color, let radius, let offset):
                let sigma = radius.isFinite ? max(0, min(radius, 4096)) / 2 * scale : 0
                guard offset.width.isFinite, offset.height.isFinite else { continue }
                shadows.append((image.applyingColorMatrix(.silhouette(of: color)).blurred(sigma: sigma, opaque: false), offset))
            case .blendMode(let mode):
                blendMode = mode
            case .group:
                break
            }
        }
        context.setAlpha(CGFloat(min(1, max(0, values.opacity))))
        if blendMode != .normal { context.setBlendMode(blendMode) }
        if shadows.isEmpty {
            context.drawFlipped(image, in: area)
        } else {
            // The shadows and the content blend as one: a group.
            context.beginTransparencyLayer()
            for shadow in shadows { context.drawFlipped(shadow.image, in: area.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)) }
            context.drawFlipped(image, in: area)
            context.endTransparencyLayer()
        }
        return true
    }

    /// The most pixels a raster effect draws at once: about a 3x phone screen's.
    static let rasterPixelBudget: CGFloat = 4_000_000

    /// Where the layer's own drawing, its sublayers' and its effects can reach, in its own space.
    static func subtreeExtent(of layer: CALayer, shown: LayerPresentation) -> CGRect {
        var extent = LayerExtent.ownExtent(of: layer, shown: shown)
        var children = CGRect.null
        for child in layer.children where !child.isHidden {
            let childExtent = subtreeExtent(of: child, shown: shown)
            guard !childExtent.isNull else { continue }
            children = children.union(childExtent.applying(shown.transformToSuperlayer(of: child)))
        }
        if layer.masksToBounds { children = children.intersection(shown.bounds(of: layer)) }
        extent = extent.union(children)
        return LayerRasterEffect.extent(of: extent, under: layer.rasterEffects)
    }
}
