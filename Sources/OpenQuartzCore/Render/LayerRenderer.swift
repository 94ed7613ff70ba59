import Foundation
import OpenCoreGraphics

/// Composites a layer tree into a context whose user space is the layers' y-down space.
///
/// Per layer, back to front: shadow, then (as one group when the layer is translucent or
/// masked) background, contents, sublayers in `zPosition` order, border; the mask
/// multiplies the group's alpha.
@MainActor
enum LayerRenderer {
    /// Renders `layer` and its sublayers in the layer's own space, at their model values.
    static func render(_ layer: CALayer, in context: CGContext) {
        draw(layer, in: ImmediateCanvas(context), applyingOwnTransform: false, cull: nil, shown: LayerPresentation())
    }

    /// Renders, skipping layers whose subtree extent (from `extents`) misses `visibleRect`
    /// (in the root layer's space) or lies under an opaque layer drawn later (`occlusion`).
    /// Layers show what `shown` gives them.
    static func render(
        _ layer: CALayer, in context: some LayerCanvas, visibleRect: CGRect, extents: ExtentMap, occlusion: OcclusionMap? = nil,
        shown: LayerPresentation
    ) {
        let cull = Cull(visible: visibleRect, extents: extents, occlusion: occlusion, toRoot: .identity,
                        inMotion: extents.animating.contains(layer.serial))
        draw(layer, in: context, applyingOwnTransform: false, cull: cull, shown: shown)
    }

    /// What culling needs while descending: the visible rectangle in root space, the extents,
    /// and the current layer's transform to root space.
    @MainActor
    struct Cull {
        let visible: CGRect
        let extents: ExtentMap
        let occlusion: OcclusionMap?
        let toRoot: CGAffineTransform
        /// Whether the layer or an ancestor shows a running animation this frame.
        let inMotion: Bool

        func descending(into layer: CALayer, shown: LayerPresentation) -> Cull {
            Cull(visible: visible, extents: extents, occlusion: occlusion, toRoot: shown.transformToSuperlayer(of: layer).concatenating(toRoot),
                 inMotion: inMotion || extents.animating.contains(layer.serial))
        }

        /// The parts of a square-cornered, axis-aligned layer's background (in its own
        /// space) that opaque layers drawn later leave showing; `nil` to fill it all.
        func uncoveredBackground(of layer: CALayer, values: PresentedLayerValues) -> [CGRect]? {
            guard let occlusion, values.cornerRadius <= 0 || layer.maskedCorners.isEmpty,
                  toRoot.b == 0, toRoot.c == 0, toRoot.a > 0, toRoot.d > 0
            else { return nil }
            let bounds = values.bounds
            let inRoot = bounds.applying(toRoot).intersection(visible)
            guard !inRoot.isNull else { return [] }
            guard let parts = occlusion.uncoveredParts(of: layer, rect: inRoot) else { return nil }
            let toLayer = toRoot.inverted()
            return parts.map { $0.applying(toLayer).intersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
        }

        /// Whether the layer cannot show: outside the visible rectangle, or covered.
        func misses(_ layer: CALayer) -> Bool {
            guard let extent = extents.extent(of: layer) else { return false }
            guard !extent.isNull else { return true }
            let inRoot = extent.applying(toRoot)
            return !inRoot.intersects(visible) || occlusion?.isOccluded(layer, extent: inRoot) == true
        }
    }

    private static func draw(
        _ layer: CALayer, in context: some LayerCanvas, applyingOwnTransform: Bool, cull: Cull?, shown: LayerPresentation
    ) {
        let values = shown.values(of: layer)
        guard !layer.isHidden, values.opacity > 0 else { return }
        if let cull, cull.misses(layer) { return }
        context.saveGState()
        defer { context.restoreGState() }
        if applyingOwnTransform { context.concatenate(values.transformToSuperlayer) }
        layer.layoutIfNeeded()
        layer.displayIfNeededForRendering()
        drawShadow(of: layer, values: values, in: context)
        if !layer.rasterEffects.isEmpty, drawRasterized(layer, values: values, in: context, shown: shown) { return }
        let translucent = values.opacity < 1
        // A layer that draws one thing (a background, say a dimming view) fades it as is:
        // with nothing to overlap inside it, a group would give the same pixels at the cost
        // of a cleared and composited buffer the size of the layer.
        let grouped = layer.mask != nil || (translucent && !drawsOneThing(layer, values: values))
        if translucent, !grouped { context.setAlpha(CGFloat(min(1, max(0, values.opacity)))) }
        if grouped {
            // The group is composited through the clip: bounded by what the layer and its
            // sublayers can reach, it costs their pixels rather than the whole window's.
            if let extent = cull?.extents.extent(of: layer) { context.clipToEnclosingPixels(of: extent) }
            context.setAlpha(CGFloat(min(1, max(0, values.opacity))))
            context.beginTransparencyLayer()
        }
        drawContent(of: layer, values: values, in: context, cull: cull, shown: shown)
        if grouped { context.endTransparencyLayer() }
    }

    /// The layer's group (background, contents, sublayers, border) with its mask applied.
    static func drawContent(
        of layer: CALayer, values: PresentedLayerValues, in context: some LayerCanvas, cull: Cull?, shown: LayerPresentation
    ) {
        drawGroup(of: layer, values: values, in: context, cull: cull, shown: shown)
        if let mask = layer.mask {
            context.setBlendMode(.destinationIn)
            context.beginTransparencyLayer()
            draw(mask, in: context, applyingOwnTransform: true, cull: nil, shown: shown)
            context.endTransparencyLayer()
        }
    }

    /// Whether the layer's own drawing is a single fill or image with nothing above or
    /// beneath it inside the layer: no sublayers, no backdrop, and a background, contents or
    /// border alone.
    private static func drawsOneThing(_ layer: CALayer, values: PresentedLayerValues) -> Bool {
        guard layer.children.isEmpty, layer.backdropRenderer == nil else { return false }
        let parts = [values.backgroundColor.map { $0.alpha > 0 } ?? false,
                     layer.contents != nil,
                     layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0]
        return parts.filter { $0 }.count <= 1
    }

    private static func drawGroup(
        of layer: CALayer, values: PresentedLayerValues, in context: some LayerCanvas, cull: Cull?, shown: LayerPresentation
    ) {
        context.saveGState()
        if layer.masksToBounds { context.clip(to: LayerShape.path(for: layer, values: values)) }
        if let backdrop = layer.backdropRenderer, let outcome = context.renderBackdrop(backdrop, for: layer, shown: shown) {
            cull?.extents.note(outcome, of: layer)
        }
        if let background = values.backgroundColor, background.alpha > 0 {
            if let parts = cull?.uncoveredBackground(of: layer, values: values) {
                let path = CGMutablePath()
                for part in parts { path.addRect(part) }
                context.fill(path, color: background, rule: .winding)
            } else {
                context.fill(LayerShape.path(for: layer, values: values), color: background, rule: .winding)
            }
        }
        if let image = layer.contents as? CGImage {
            drawContents(image, of: layer, bounds: values.bounds, inMotion: cull?.inMotion == true, in: context)
        }
        let children = layer.children
        let ordered = children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        for (_, child) in ordered {
            draw(child, in: context, applyingOwnTransform: true, cull: cull?.descending(into: child, shown: shown), shown: shown)
        }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            // The border lies inside the bounds: an even-odd ring between the outline and its inset.
            let ring = CGMutablePath()
            ring.addPath(LayerShape.path(for: layer, values: values))
            let inset = min(layer.borderWidth, min(values.bounds.width, values.bounds.height) / 2)
            ring.addPath(LayerShape.path(for: layer, values: values, insetBy: inset))
            context.fill(ring, color: border, rule: .evenOdd)
        }
        context.restoreGState()
    }

    private static func drawContents(_ image: CGImage, of layer: CALayer, bounds: CGRect, inMotion: Bool, in context: some LayerCanvas) {
        var rect = contentsRect(of: layer, bounds: bounds, image: image)
        let sampling = sampling(of: layer, image: image, drawnIn: rect, context: context)
        if let parts = ninePartLayout(of: layer, image: image) {
            parts.forEachPiece(of: image, in: rect) { piece, destination in
                context.drawFlipped(piece, in: destination, sampling: sampling)
            }
            return
        }
        // Moving content lands on whole pixels, as it will when it settles: copied rows
        // rather than every pixel filtered, at no visible cost mid-flight.
        if inMotion { rect = wholePixelPlacement(of: rect, image: image, in: context) }
        context.drawFlipped(image, in: rect, sampling: sampling)
    }

    /// The layer's filter for this drawing (magnifying or shrinking) and edge smoothing.
    private static func sampling(of layer: CALayer, image: CGImage, drawnIn rect: CGRect, context: some LayerCanvas) -> ImageSampling {
        let device = rect.applying(context.userSpaceToDeviceSpaceTransform)
        let magnified = abs(device.width) >= CGFloat(image.width) && abs(device.height) >= CGFloat(image.height)
        let quality: CGInterpolationQuality
        switch magnified ? layer.magnificationFilter : layer.minificationFilter {
        case .nearest: quality = .none
        case .trilinear: quality = .high
        default: quality = .default
        }
        return ImageSampling(quality: quality, antialiased: layer.antialiasesContents)
    }

    /// The nine parts of the contents when only `contentsCenter` stretches; `nil` when the
    /// whole image does.
    private static func ninePartLayout(of layer: CALayer, image: CGImage) -> NinePartImageLayout? {
        let center = layer.contentsCenter.standardized
        guard center != CGRect(x: 0, y: 0, width: 1, height: 1) || layer.tilesContentsCenter, center.minX.isFinite, center.minY.isFinite,
              center.width.isFinite, center.height.isFinite
        else { return nil }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let margins = NinePartImageLayout.Margins(
            top: center.minY * h, left: center.minX * w, bottom: (1 - center.maxY) * h, right: (1 - center.maxX) * w)
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        return NinePartImageLayout(
            imageWidth: image.width, imageHeight: image.height, scale: scale, margins: margins,
            tilesCenterAndEdges: layer.tilesContentsCenter)
    }

    /// `rect` moved by under half a device pixel so that it starts on a pixel, when the
    /// image maps one to one onto device pixels there; otherwise `rect`.
    private static func wholePixelPlacement(of rect: CGRect, image: CGImage, in context: some LayerCanvas) -> CGRect {
        let t = context.userSpaceToDeviceSpaceTransform
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else { return rect }
        let device = rect.applying(t)
        guard abs(device.width - CGFloat(image.width)) < 0.01, abs(device.height - CGFloat(image.height)) < 0.01 else { return rect }
        let dx = device.minX.rounded() - device.minX, dy = device.minY.rounded() - device.minY
        return rect.offsetBy(dx: dx / t.a, dy: dy / t.d)
    }

    private static func contentsRect(of layer: CALayer, bounds: CGRect, image: CGImage) -> CGRect {
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        switch layer.contentsGravity {
        case .center:
            return CGRect(
                x: bounds.midX - natural.width / 2, y: bounds.midY - natural.height / 2,
                width: natural.width, height: natural.height)
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / max(natural.width, 1e-9), sy = bounds.height / max(natural.height, 1e-9)
            let s = layer.contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * s, height: natural.height * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            return bounds
        }
    }

    /// A blurred, offset copy of the layer's shape (or `shadowPath`) under it.
    private static func drawShadow(of layer: CALayer, values: PresentedLayerValues, in context: some LayerCanvas) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return }
        let shape = layer.shadowPath ?? LayerShape.path(for: layer, values: values)
        let shapeBounds = shape.boundingBoxOfPath
        guard !shapeBounds.isNull, shapeBounds.width > 0, shapeBounds.height > 0 else { return }
        let scale = max(1, context.ctm.maximumScale)
        let sigma = max(0, layer.shadowRadius) / 2
        let margin = (sigma * 3).rounded(.up) + 1
        let area = shapeBounds.insetBy(dx: -margin, dy: -margin)
        guard let mask = LayerBitmap.context(size: area.size, scale: scale) else { return }
        mask.translateBy(x: -area.minX, y: -area.minY)
        mask.setFillColor(CGColor.black)
        mask.addPath(shape)
        mask.fillPath()
        guard let shadow = mask.makeImage()?.shadowImage(color: color, opacity: CGFloat(layer.shadowOpacity), sigma: sigma * scale)
        else { return }
        context.drawFlipped(shadow, in: area.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height))
    }
}

extension CGImage {
    /// This image's alpha, blurred, as a solid colour at `opacity`.
    func shadowImage(color: CGColor, opacity: CGFloat, sigma: CGFloat) -> CGImage? {
        var alpha = (0..<(width * height)).map { premultipliedRGBA(atX: $0 % width, y: $0 / width).alpha }
        BoxBlur.blur(&alpha, width: width, height: height, sigma: sigma)
        let c = color.components ?? [0, 0, 0, 1]
        let rgb: [CGFloat] = c.count >= 4 ? [c[0], c[1], c[2]] : [c[0], c[0], c[0]]
        let strength = min(1, max(0, opacity * color.alpha))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = CGFloat(alpha[i]) / 255 * strength
            bytes[i * 4] = UInt8((rgb[0] * a * 255).rounded())
            bytes[i * 4 + 1] = UInt8((rgb[1] * a * 255).rounded())
            bytes[i * 4 + 2] = UInt8((rgb[2] * a * 255).rounded())
            bytes[i * 4 + 3] = UInt8((a * 255).rounded())
        }
        guard let provider = CGDataProvider(data: Data(bytes)) else { return nil }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
