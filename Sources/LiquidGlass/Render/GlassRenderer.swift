import Foundation
import OpenCoreGraphics

/// Renders glass containers over what a context already holds.
///
/// One renderer per container: it keeps the baked geometry (reused until a shape or the
/// spacing changes; glass that only moves keeps it) and the adaptive light/dark state between frames.
/// Each render captures the backdrop under each group of members that can touch (by their
/// shadows or the container's spacing) once, frosts it once at reduced resolution, and
/// shades those members in one pass that samples the frost at the lensed position; all
/// groups share one adaptive look.
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
    /// How many times geometry was baked (a new shape, spacing or scale; not a move).
    public private(set) var geometryBakeCount = 0

    private var adaptation = GlassAdaptation()
    /// The baked geometry of each group of members that render apart, by group.
    private var cached: [Int: (key: GeometryKey, geometry: GlassGeometry)] = [:]

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
    struct Placement {
        var transform: CGAffineTransform
        var scale: CGFloat
    }

    /// What a baked geometry depends on: the shapes relative to the whole pixel their
    /// reach starts at, so glass that only moves (a sheet sliding, a list scrolling under a
    /// bar) reuses its geometry.
    private struct GeometryKey: Equatable {
        var shapes: [GlassShape]
        var variants: [GlassVariant]
        var spacing: CGFloat
        var scale: CGFloat
        var region: PixelRegion
    }

    /// Glass reaching further off the canvas than this many canvases is baked only where it
    /// is visible (and baked again as it moves) rather than whole.
    private static let wholeBakeLimit = 2

    private func render(_ container: GlassContainer, canvas: GlassCanvas, placement: Placement, elapsed: Double) {
        let elements = Array(container.elements.prefix(GlassContainer.maximumElementCount)).filter { $0.shape.isRenderable }
        guard !elements.isEmpty else { return }
        let shapes = elements.map { element in
            element.shape.scaled(by: element.interaction?.scale(reduceMotion: accessibility.reduceMotion) ?? 1)
        }
        let touch = touchPoint(of: elements, placement: placement)
        // Members whose reaches cannot meet render apart (glass at opposite ends of a screen
        // is not baked over all that lies between); they share one look all the same.
        var passes: [(pass: ShadingPass, area: Float)] = []
        let clusters = Self.clusters(of: shapes, variants: elements.map(\.variant), spacing: container.spacing, placement: placement)
        if cached.keys.contains(where: { $0 >= clusters.count }) { cached = cached.filter { $0.key < clusters.count } }
        for (slot, cluster) in clusters.enumerated() {
            // Glass wholly off the canvas (a sheet still below the screen) has nothing to frost.
            guard let geometry = geometry(
                for: cluster.map { shapes[$0] }, variants: cluster.map { elements[$0].variant }, spacing: container.spacing,
                placement: placement, canvas: canvas, slot: slot),
                !geometry.frostRegion.isEmpty
            else { continue }
            let members = cluster.map { elements[$0] }
            let pass = ShadingPass(elements: members, geometry: geometry, canvas: canvas, scale: Float(placement.scale), accessibility: accessibility, touch: touch)
            passes.append((pass, Float(members.reduce(0) { $0 + $1.shape.bounds.width * $1.shape.bounds.height })))
        }
        guard !passes.isEmpty else { return }
        let appearance = resolveAppearance(luminance: Self.weightedLuminance(of: passes), elements: elements, elapsed: elapsed)
        for (pass, _) in passes { pass.shade(appearance: appearance) }
    }

    /// The members grouped so that no two groups' reaches (shadows, bridges) touch, in
    /// the members' order; one group when they all touch.
    private static func clusters(of shapes: [GlassShape], variants: [GlassVariant], spacing: CGFloat, placement: Placement) -> [[Int]] {
        guard shapes.count > 1 else { return [Array(shapes.indices)] }
        let reaches = zip(shapes, variants).map { shape, variant -> PixelRegion? in
            PixelRegion(enclosing: shape.applyingAxisAligned(placement.transform).bounds).map {
                reach(of: [$0], spacing: spacing, scale: placement.scale, castsShadow: variant != .thin)
            }
        }
        var group = Array(shapes.indices)
        func root(_ i: Int) -> Int { group[i] == i ? i : root(group[i]) }
        for i in shapes.indices {
            for j in shapes.indices where j > i {
                guard let a = reaches[i], let b = reaches[j], !a.intersection(b).isEmpty else { continue }
                group[root(j)] = root(i)
            }
        }
        var order: [Int] = []
        var members: [Int: [Int]] = [:]
        for i in shapes.indices {
            let r = root(i)
            if members[r] == nil { order.append(r) }
            members[r, default: []].append(i)
        }
        return order.map { members[$0]! }
    }

    /// The luminance behind all the passes, each weighted by its glass's area.
    private static func weightedLuminance(of passes: [(pass: ShadingPass, area: Float)]) -> Float? {
        var total: Float = 0, weight: Float = 0
        for (pass, area) in passes {
            guard let luminance = pass.backdropLuminance() else { continue }
            total += luminance * max(area, 1)
            weight += max(area, 1)
        }
        return weight > 0 ? total / weight : nil
    }

    private func geometry(for shapes: [GlassShape], variants: [GlassVariant], spacing: CGFloat, placement: Placement, canvas: GlassCanvas, slot: Int) -> GlassGeometry? {
        let scale = placement.scale
        let device = Self.snappedToWholePixels(shapes.map { $0.applyingAxisAligned(placement.transform) })
        let members = zip(device, variants).compactMap { shape, variant in
            PixelRegion(enclosing: shape.bounds).map { (shape: shape, variant: variant, bounds: $0) }
        }
        guard !members.isEmpty else { return nil }
        // Thin glass casts no shadow, so nothing around it is baked or shaded.
        let reach = Self.reach(of: members.map(\.bounds), spacing: spacing, scale: scale, castsShadow: variants.contains { $0 != .thin })
        let wholeBake = reach.count <= canvas.bounds.count * Self.wholeBakeLimit
        let baked = wholeBake ? reach : reach.intersection(canvas.bounds)
        guard !baked.isEmpty else { return nil }
        let toLocal = CGAffineTransform(translationX: CGFloat(-baked.x), y: CGFloat(-baked.y))
        let local = members.map { $0.shape.applyingAxisAligned(toLocal) }
        let key = GeometryKey(shapes: local, variants: members.map(\.variant), spacing: spacing, scale: scale,
                              region: PixelRegion(x: 0, y: 0, width: baked.width, height: baked.height))
        let geometry: GlassGeometry
        if let kept = cached[slot], kept.key == key {
            geometry = kept.geometry
        } else {
            guard let fresh = Self.bake(local, members: members, spacing: spacing, scale: scale, region: key.region, threads: canvas.threadCount)
            else { return nil }
            cached[slot] = (key, fresh)
            geometryBakeCount += 1
            geometry = fresh
        }
        return geometry.placed(offsetX: baked.x, offsetY: baked.y, visible: canvas.bounds)
    }

    /// Every shape moved by the fraction of a pixel that puts the first on whole pixels, so a
    /// moving container keeps one geometry; the shift (at most half a pixel) is not visible.
    private static func snappedToWholePixels(_ shapes: [GlassShape]) -> [GlassShape] {
        guard let origin = shapes.lazy.map(\.bounds.origin).first(where: { $0.x.isFinite && $0.y.isFinite }) else { return shapes }
        let snap = CGAffineTransform(translationX: origin.x.rounded() - origin.x, y: origin.y.rounded() - origin.y)
        return shapes.map { $0.applyingAxisAligned(snap) }
    }

    /// The pixels the members and their shadows reach.
    private static func reach(of bounds: [PixelRegion], spacing: CGFloat, scale: CGFloat, castsShadow: Bool) -> PixelRegion {
        let points = ShadingPass.reachMargins(spacing: spacing, castsShadow: castsShadow)
        func pixels(_ value: CGFloat) -> Int { Int((value * scale).rounded(.up)) + 2 }
        let side = pixels(points.side), top = pixels(points.top), bottom = pixels(points.bottom)
        return bounds.reduce(PixelRegion(x: 0, y: 0, width: 0, height: 0)) { region, b in
            region.union(PixelRegion(minX: b.x - side, minY: b.y - top, maxX: b.maxX + side, maxY: b.maxY + bottom))
        }
    }

    private static func bake(_ local: [GlassShape], members: [(shape: GlassShape, variant: GlassVariant, bounds: PixelRegion)],
                             spacing: CGFloat, scale: CGFloat, region: PixelRegion, threads: Int) -> GlassGeometry? {
        var distances: [(ShapeDistance, GlassVariant)] = []
        var memberBounds: [PixelRegion] = []
        for (shape, member) in zip(local, members) {
            guard let distance = ShapeDistance(shape, scale: 1, originX: 0, originY: 0),
                  let bounds = PixelRegion(enclosing: shape.bounds) else { continue }
            distances.append((distance, member.variant))
            memberBounds.append(bounds)
        }
        guard !distances.isEmpty else { return nil }
        return GlassGeometry(shapes: distances, memberBounds: memberBounds, blend: Float(spacing * scale), region: region, pixelsPerPoint: Float(scale),
                             threads: threads)
    }

    private func touchPoint(of elements: [GlassElement], placement: Placement) -> (x: Float, y: Float, strength: Float)? {
        guard let pressed = elements.compactMap(\.interaction).max(by: { $0.progress < $1.progress }), pressed.progress > 0 else { return nil }
        let p = pressed.touchPoint.applying(placement.transform)
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return (Float(p.x), Float(p.y), Float(pressed.progress))
    }

    /// Small regular glass flips by the backdrop's luminance; everything else takes the
    /// environment's look. Either way the luminance is measured and kept.
    private func resolveAppearance(luminance: Float?, elements: [GlassElement], elapsed: Double) -> GlassAppearance {
        lastBackdropLuminance = luminance
        let largest = elements.map(\.shape.bounds.size).max { min($0.width, $0.height) < min($1.width, $1.height) } ?? .zero
        let flips = elements.allSatisfy { $0.variant != .clear && !$0.isFlat && $0.materialThickness == nil } && GlassAdaptation.flips(shapeSize: largest)
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


