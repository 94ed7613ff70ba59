import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// Renders glass containers over what a context already holds.
///
/// One renderer per container: it keeps the baked geometry (reused until a shape, the
/// spacing or the placement changes) and the adaptive light/dark state between frames.
/// Each render captures the backdrop under the union of the members once, frosts it once
/// at reduced resolution, and shades every member in one pass that samples the frost at
/// the lensed position.
///
/// ```swift
/// let renderer = GlassRenderer()
/// renderer.environmentAppearance = .dark
/// let glass = GlassContainer(elements: [GlassElement(shape: .capsule(buttonFrame))])
/// let image = renderer.render(glass, over: wallpaper, scale: 3)
/// ```
public final class GlassRenderer {
    /// The look glass takes when it does not flip by itself (clear glass, large shapes), and
    /// before the first measurement.
    public var environmentAppearance: GlassAppearance = .light
    /// The accessibility settings the glass adapts to.
    public var accessibility: GlassAccessibility = .standard
    /// The look of the last render.
    public private(set) var resolvedAppearance: GlassAppearance?
    /// The luminance measured behind the glass at the last render.
    public private(set) var lastBackdropLuminance: Float?
    /// How many times geometry was baked (a new shape, spacing or placement).
    public private(set) var geometryBakeCount = 0

    private var adaptation = GlassAdaptation()
    private var cached: (key: GeometryKey, geometry: GlassGeometry)?

    /// A renderer with nothing cached yet.
    public init() {}

    /// Forgets the adaptive look, as when glass appears anew.
    public func resetAdaptation() { adaptation = GlassAdaptation() }

    /// Whether the adaptive look is still catching up with the backdrop: render again on
    /// the next frame even if nothing beneath changed.
    public var isAdapting: Bool { !adaptation.isSettled }

    /// Renders `container` into `context` over what it already holds. Shapes are in the
    /// context's user space; only its scale and translation are honoured (glass is not
    /// rotated or skewed). `elapsed` is the time since the previous frame, for the
    /// adaptive look's smoothing.
    public func render(_ container: GlassContainer, in context: CGContext, elapsed: Double = 1.0 / 60) {
        let t = context.userSpaceToDeviceSpaceTransform
        let scale = (hypot(t.a, t.b) + hypot(t.c, t.d)) / 2
        guard scale.isFinite, scale > 0, t.tx.isFinite, t.ty.isFinite else { return }
        // Only scale, flips and translation survive: glass is not rotated or skewed.
        let axisAligned = CGAffineTransform(a: t.a < 0 ? -scale : scale, b: 0, c: 0, d: t.d < 0 ? -scale : scale, tx: t.tx, ty: t.ty)
        context.withDevicePixels { pixels in
            render(container, canvas: GlassCanvas(pixels), placement: Placement(transform: axisAligned, scale: scale), elapsed: elapsed)
        }
    }

    /// `image` with `container` rendered over it; shapes in points (y down), `scale` pixels per point.
    public func render(_ container: GlassContainer, over image: CGImage, scale: CGFloat, elapsed: Double = 1.0 / 60) -> CGImage {
        guard let context = try? CGContext.bitmap(width: image.width, height: image.height) else { return image }
        context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        let s = scale.isFinite && scale > 0 ? scale : 1
        context.withDevicePixels { pixels in
            render(container, canvas: GlassCanvas(pixels), placement: Placement(transform: CGAffineTransform(scaleX: s, y: s), scale: s), elapsed: elapsed)
        }
        return context.makeImage() ?? image
    }

    /// How points map to canvas pixels: an axis-aligned transform to y-down device pixels.
    struct Placement: Equatable {
        var transform: CGAffineTransform
        var scale: CGFloat
    }

    private struct GeometryKey: Equatable {
        var shapes: [GlassShape]
        var variants: [GlassVariant]
        var spacing: CGFloat
        var placement: Placement
    }

    private func render(_ container: GlassContainer, canvas: GlassCanvas, placement: Placement, elapsed: Double) {
        let elements = Array(container.elements.prefix(GlassContainer.maximumElementCount)).filter { $0.shape.isRenderable }
        guard !elements.isEmpty else { return }
        let shapes = elements.map { element in
            element.shape.scaled(by: element.interaction?.scale(reduceMotion: accessibility.reduceMotion) ?? 1)
        }
        // Glass wholly off the canvas (a sheet still below the screen) has nothing to frost.
        guard let geometry = geometry(for: shapes, variants: elements.map(\.variant), spacing: container.spacing, placement: placement, canvas: canvas),
              !geometry.frostRegion.isEmpty
        else { return }
        let pass = ShadingPass(
            elements: elements, geometry: geometry, canvas: canvas, scale: Float(placement.scale),
            accessibility: accessibility, touch: touchPoint(of: elements, placement: placement))
        let appearance = resolveAppearance(pass: pass, elements: elements, elapsed: elapsed)
        pass.shade(appearance: appearance)
    }

    private func geometry(for shapes: [GlassShape], variants: [GlassVariant], spacing: CGFloat, placement: Placement, canvas: GlassCanvas) -> GlassGeometry? {
        let key = GeometryKey(shapes: shapes, variants: variants, spacing: spacing, placement: placement)
        if let cached, cached.key == key { return cached.geometry }
        let scale = placement.scale
        var distances: [(ShapeDistance, GlassVariant)] = []
        var memberBounds: [PixelRegion] = []
        var region = PixelRegion(x: 0, y: 0, width: 0, height: 0)
        let points = ShadingPass.reachMargins(spacing: spacing)
        func pixels(_ value: CGFloat) -> Int { Int((value * scale).rounded(.up)) + 2 }
        let margins = (side: pixels(points.side), top: pixels(points.top), bottom: pixels(points.bottom))
        for (shape, variant) in zip(shapes, variants) {
            let device = shape.applyingAxisAligned(placement.transform)
            guard let distance = ShapeDistance(device, scale: 1, originX: 0, originY: 0),
                  let bounds = PixelRegion(enclosing: device.bounds) else { continue }
            distances.append((distance, variant))
            memberBounds.append(bounds)
            region = region.union(PixelRegion(minX: bounds.x - margins.side, minY: bounds.y - margins.top,
                                              maxX: bounds.maxX + margins.side, maxY: bounds.maxY + margins.bottom))
        }
        region = region.intersection(canvas.bounds)
        guard !distances.isEmpty, !region.isEmpty else { return nil }
        let geometry = GlassGeometry(shapes: distances, memberBounds: memberBounds, blend: Float(spacing * scale), region: region, pixelsPerPoint: Float(scale))
        cached = (key, geometry)
        geometryBakeCount += 1
        return geometry
    }

    private func touchPoint(of elements: [GlassElement], placement: Placement) -> (x: Float, y: Float, strength: Float)? {
        guard let pressed = elements.compactMap(\.interaction).max(by: { $0.progress < $1.progress }), pressed.progress > 0 else { return nil }
        let p = pressed.touchPoint.applying(placement.transform)
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return (Float(p.x), Float(p.y), Float(pressed.progress))
    }

    /// Small regular glass flips by the backdrop's luminance; everything else takes the
    /// environment's look. Either way the luminance is measured and kept.
    private func resolveAppearance(pass: ShadingPass, elements: [GlassElement], elapsed: Double) -> GlassAppearance {
        let luminance = pass.backdropLuminance()
        lastBackdropLuminance = luminance
        let largest = elements.map(\.shape.bounds.size).max { min($0.width, $0.height) < min($1.width, $1.height) } ?? .zero
        let flips = elements.allSatisfy { $0.variant == .regular } && GlassAdaptation.flips(shapeSize: largest)
        var appearance = environmentAppearance
        if flips, let luminance { appearance = adaptation.update(luminance: luminance, elapsed: elapsed) }
        // Increase Contrast is predominantly the user's own mode: white in light, black in dark.
        if accessibility.increaseContrast { appearance = environmentAppearance }
        resolvedAppearance = appearance
        return appearance
    }
}

extension GlassShape {
    /// The shape under a transform that only scales (uniformly), flips and translates.
    func applyingAxisAligned(_ t: CGAffineTransform) -> GlassShape {
        let factor = abs(t.a)
        switch self {
        case .roundedRect(let rect, var r, let style):
            if t.d < 0 { r = CGCornerRadii(minXMinY: r.minXMaxY, maxXMinY: r.maxXMaxY, maxXMaxY: r.maxXMinY, minXMaxY: r.minXMinY) }
            if t.a < 0 { r = CGCornerRadii(minXMinY: r.maxXMinY, maxXMinY: r.minXMinY, maxXMaxY: r.minXMaxY, minXMaxY: r.maxXMaxY) }
            return .roundedRect(rect.applying(t).standardized,
                                cornerRadii: CGCornerRadii(minXMinY: r.minXMinY * factor, maxXMinY: r.maxXMinY * factor,
                                                           maxXMaxY: r.maxXMaxY * factor, minXMaxY: r.minXMaxY * factor),
                                style: style)
        case .capsule(let rect): return .capsule(rect.applying(t).standardized)
        case .ellipse(let rect): return .ellipse(rect.applying(t).standardized)
        case .path(let path): return .path(path.copy(using: [t]) ?? path)
        }
    }
}


