import Foundation
import OpenCoreGraphics

extension LayerRenderer {
    /// Draws a layer with raster effects: its group is drawn into an image at the canvas's
    /// pixel scale (only where it can show, and a little around for blurs' edges), the
    /// effects run over the image in order, and the result is composited with the layer's
    /// opacity. Blurs and shadows run at a resolution their size needs (a wide blur at fewer
    /// pixels), so their cost stays bounded. Returns `false` (the layer is drawn plainly) when
    /// the image would be empty or too large.
    ///
    /// Backdrops inside such a layer see only what the layer itself draws.
    static func drawRasterized(
        _ layer: CALayer, values: PresentedLayerValues, in context: some LayerCanvas, shown: LayerPresentation
    ) -> Bool {
        // The device's pixels per point here: a layer shrunk by its transforms needs fewer.
        let deviceScale = context.userSpaceToDeviceSpaceTransform.maximumScale
        let scale = deviceScale.isFinite ? min(max(deviceScale, 0.01), 16) : 1
        let allowance = edgeAllowance / scale
        let visible = context.visibleBounds.insetBy(dx: -allowance, dy: -allowance)
        let extent = subtreeExtent(of: layer, shown: shown, includingOwnEffects: false)
        // Foundation traps intersecting rectangles that are not finite: such a layer is drawn plainly.
        guard extent.isFiniteRect, visible.isFiniteRect else { return false }
        var rect = extent.intersection(visible).integral
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0,
              let bitmap = LayerBitmap.context(size: rect.size, scale: scale)
        else { return false }
        bitmap.translateBy(x: -rect.minX, y: -rect.minY)
        // Layers inside measure what shows from the canvas's visible area, not this margin.
        let shows = context.visibleBounds.applying(bitmap.userSpaceToDeviceSpaceTransform)
        drawContent(of: layer, values: values, in: ImmediateCanvas(bitmap, visiblePixels: shows), cull: nil, shown: shown)
        guard var image = bitmap.makeImage() else { return false }
        var blendMode = CGBlendMode.normal
        var shadows: [(image: CGImage, rect: CGRect)] = []
        for effect in layer.rasterEffects {
            switch effect {
            case .colorMatrix(let matrix):
                image = image.applyingColorMatrix(matrix)
            case .blur(let radius, let opaque):
                (image, rect) = blurred(image, covering: rect, sigma: radius, opaque: opaque, scale: scale)
            case .shadow(let color, let radius, let offset):
                guard offset.width.isFinite, offset.height.isFinite else { continue }
                let silhouette = image.applyingColorMatrix(.silhouette(of: color))
                let shadow = blurred(silhouette, covering: rect, sigma: radius / 2, opaque: false, scale: scale)
                shadows.append((shadow.image, shadow.rect.offsetBy(dx: offset.width, dy: offset.height)))
            case .innerShadow(let color, let radius, let offset):
                guard offset.width.isFinite, offset.height.isFinite else { continue }
                image = withInnerShadow(image, covering: rect, color: color, sigma: radius / 2, offset: offset, scale: scale) ?? image
            case .blendMode(let mode):
                blendMode = mode
            case .group:
                break
            }
        }
        context.setAlpha(CGFloat(min(1, max(0, values.opacity))))
        if blendMode != .normal { context.setBlendMode(blendMode) }
        if shadows.isEmpty {
            context.drawFlipped(image, in: rect)
        } else {
            // The shadows and the content blend as one: a group.
            context.beginTransparencyLayer()
            for shadow in shadows { context.drawFlipped(shadow.image, in: shadow.rect) }
            context.drawFlipped(image, in: rect)
            context.endTransparencyLayer()
        }
        return true
    }

    /// `image` (covering `rect`) with an inner shadow: the colour everywhere the image is
    /// not, blurred and moved, drawn over the image only where the image is.
    private static func withInnerShadow(
        _ image: CGImage, covering rect: CGRect, color: CGColor, sigma: CGFloat, offset: CGSize, scale: CGFloat
    ) -> CGImage? {
        // The outside reaches in by the blur's spread and the offset, so it is drawn that far out.
        let spread = LayerRasterEffect.margin(sigma: sigma)
        let reach = rect.insetBy(dx: -spread - abs(offset.width), dy: -spread - abs(offset.height))
        guard let outside = LayerBitmap.context(size: reach.size, scale: scale) else { return nil }
        outside.translateBy(x: -reach.minX, y: -reach.minY)
        outside.setFillColor(color)
        outside.fill(reach)
        outside.setBlendMode(.destinationOut)
        outside.drawFlipped(image, in: rect)
        guard let cutOut = outside.makeImage() else { return nil }
        let shadow = blurred(cutOut, covering: reach, sigma: sigma, opaque: false, scale: scale)
        guard let result = LayerBitmap.context(size: rect.size, scale: scale) else { return nil }
        result.translateBy(x: -rect.minX, y: -rect.minY)
        result.drawFlipped(image, in: rect)
        result.setBlendMode(.sourceAtop)
        result.drawFlipped(shadow.image, in: shadow.rect.offsetBy(dx: offset.width, dy: offset.height))
        return result.makeImage()
    }

    /// How far beyond the visible area content is drawn for blurs to read, in device pixels.
    static let edgeAllowance: CGFloat = 96

    /// `image`, covering `rect`, blurred by a Gaussian of `sigma` points: grown by three
    /// sigmas to let the blur spread (unless `opaque`), and drawn at no more pixels than the
    /// blur needs (about eight per sigma) and the pixel budget allows. Returns the blurred
    /// image and the rectangle it covers; the image as it is for a radius that blurs nothing.
    static func blurred(_ image: CGImage, covering rect: CGRect, sigma: CGFloat, opaque: Bool, scale: CGFloat) -> (image: CGImage, rect: CGRect) {
        guard sigma.isFinite, sigma > 0.1 else { return (image, rect) }
        let sigma = min(sigma, 2048)
        let padding = opaque ? 0 : (sigma * 3).rounded(.up)
        let padded = rect.insetBy(dx: -padding, dy: -padding)
        let budgetScale = (rasterPixelBudget / max(1, padded.width * padded.height)).squareRoot()
        let pixelScale = min(scale, 8 / sigma, budgetScale)
        if pixelScale >= scale, padding == 0 { return (image.blurred(sigma: sigma * scale, opaque: opaque), rect) }
        guard let canvas = LayerBitmap.context(size: padded.size, scale: pixelScale) else { return (image, rect) }
        canvas.translateBy(x: -padded.minX, y: -padded.minY)
        canvas.drawFlipped(image, in: rect)
        guard let resampled = canvas.makeImage() else { return (image, rect) }
        return (resampled.blurred(sigma: sigma * pixelScale, opaque: opaque), padded)
    }

    /// The most pixels a raster effect draws at once: about a 3x phone screen's.
    static let rasterPixelBudget: CGFloat = 4_000_000

    /// Where the layer's own drawing and its sublayers' can reach in its own space, with
    /// what its own effects add when `includingOwnEffects`.
    static func subtreeExtent(of layer: CALayer, shown: LayerPresentation, includingOwnEffects: Bool = true) -> CGRect {
        var extent = LayerExtent.ownExtent(of: layer, shown: shown)
        var children = CGRect.null
        for child in layer.children where !child.isHidden {
            let childExtent = subtreeExtent(of: child, shown: shown)
            guard !childExtent.isNull else { continue }
            children = children.union(childExtent.applying(shown.transformToSuperlayer(of: child)))
        }
        if layer.masksToBounds { children = children.intersection(shown.bounds(of: layer)) }
        extent = extent.union(children)
        return includingOwnEffects ? LayerRasterEffect.extent(of: extent, under: layer.rasterEffects) : extent
    }
}

extension CGRect {
    /// Whether every edge is a finite number (the null rectangle is not).
    fileprivate var isFiniteRect: Bool {
        !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
