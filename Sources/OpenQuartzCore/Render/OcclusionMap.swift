import Foundation
import OpenCoreGraphics

/// Which layers of a frame are hidden under opaque ones drawn after them, so the renderer
/// can skip them (a screen sliding in over another covers most of the old list's rows).
///
/// One walk in drawing order numbers every layer and collects the occluders: rectangles a
/// layer paints opaquely (an opaque background or stretched opaque image over square
/// bounds) through ancestors that are fully opaque, unmasked, only translated or scaled,
/// and not clipping to rounded corners. A layer is occluded when its whole subtree extent
/// lies inside one occluder drawn after its subtree, and no backdrop (glass) drawn between
/// the two reads the pixels it would have painted. Occluders count only the device pixels
/// they cover whole, so antialiased edges keep what lies beneath them.
@MainActor
final class OcclusionMap {
    private struct Place {
        let index: Int
        let end: Int
    }

    private var places: [ObjectIdentifier: Place] = [:]
    private var occluders: [(index: Int, rect: CGRect)] = []
    private var backdrops: [(index: Int, reach: CGRect)] = []
    private var counter = 0
    private let scale: CGFloat
    private let shown: LayerPresentation

    /// The map of `root`'s tree, as `shown`, for a frame of `scale` pixels per point.
    init(root: CALayer, scale: CGFloat = 1, shown: LayerPresentation = LayerPresentation()) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.shown = shown
        visit(root, toRoot: .identity, clip: .infinite, chainIsOpaque: true)
    }

    /// Whether one layer paints all of `rect` (root coordinates) opaquely, so nothing
    /// beneath it need be cleared.
    func covers(_ rect: CGRect) -> Bool {
        occluders.contains { $0.rect.contains(rect) }
    }

    /// Whether `layer`, whose subtree extent in root coordinates is `extent`, is hidden
    /// under an opaque layer drawn after it.
    func isOccluded(_ layer: CALayer, extent: CGRect) -> Bool {
        guard let place = places[ObjectIdentifier(layer)], !extent.isNull, !extent.isEmpty else { return false }
        for occluder in occluders where occluder.index > place.end && occluder.rect.contains(extent) {
            let readBetween = backdrops.contains { backdrop in
                backdrop.index > place.end && backdrop.index < occluder.index && backdrop.reach.intersects(extent)
            }
            if !readBetween { return true }
        }
        return false
    }

    /// The parts of `rect` (root coordinates), which `layer` fills first thing, that opaque
    /// layers drawn after it leave showing; `nil` when the layer is not in the map. The
    /// largest covers are taken out first, and a cover that would cut the rest into more
    /// than `maximumParts` pieces is left in (filling under it is only wasted work).
    func uncoveredParts(of layer: CALayer, rect: CGRect) -> [CGRect]? {
        guard let place = places[ObjectIdentifier(layer)] else { return nil }
        let covers = occluders.lazy
            .filter { $0.index > place.index && $0.rect.intersects(rect) }
            .map { (index: $0.index, rect: $0.rect.intersection(rect)) }
            .sorted { $0.rect.width * $0.rect.height > $1.rect.width * $1.rect.height }
        var parts = [rect]
        for cover in covers {
            let readBetween = backdrops.contains { backdrop in
                backdrop.index > place.index && backdrop.index < cover.index && backdrop.reach.intersects(cover.rect)
            }
            if readBetween { continue }
            let cut = parts.flatMap { Self.subtract(cover.rect, from: $0) }
            if cut.isEmpty { return [] }
            if cut.count <= Self.maximumParts { parts = cut }
        }
        return parts
    }

    /// Beyond this many pieces, filling more pixels at once is cheaper than more fills.
    static let maximumParts = 16

    /// `rect` less `hole`: up to four rectangles (above, below, left and right of it).
    static func subtract(_ hole: CGRect, from rect: CGRect) -> [CGRect] {
        let overlap = rect.intersection(hole)
        guard !overlap.isNull, !overlap.isEmpty else { return [rect] }
        var parts: [CGRect] = []
        if overlap.minY > rect.minY { parts.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: overlap.minY - rect.minY)) }
        if overlap.maxY < rect.maxY { parts.append(CGRect(x: rect.minX, y: overlap.maxY, width: rect.width, height: rect.maxY - overlap.maxY)) }
        if overlap.minX > rect.minX { parts.append(CGRect(x: rect.minX, y: overlap.minY, width: overlap.minX - rect.minX, height: overlap.height)) }
        if overlap.maxX < rect.maxX { parts.append(CGRect(x: overlap.maxX, y: overlap.minY, width: rect.maxX - overlap.maxX, height: overlap.height)) }
        return parts
    }

    private func visit(_ layer: CALayer, toRoot: CGAffineTransform, clip: CGRect, chainIsOpaque: Bool) {
        let index = counter
        counter += 1
        let values = shown.values(of: layer)
        guard !layer.isHidden, values.opacity > 0 else {
            places[ObjectIdentifier(layer)] = Place(index: index, end: index)
            return
        }
        let axisAligned = toRoot.b == 0 && toRoot.c == 0 && toRoot.a > 0 && toRoot.d > 0
        // Under raster effects a layer's pixels change (a blend, a blur), so nothing inside hides what lies beneath.
        let opaque = chainIsOpaque && values.opacity >= 1 && layer.mask == nil && axisAligned && layer.rasterEffects.isEmpty
        let bounds = values.bounds.applying(toRoot)
        if opaque, Self.paintsBoundsOpaquely(layer, values: values) {
            let rect = wholePixels(inside: bounds.intersection(clip))
            if !rect.isNull, !rect.isEmpty { occluders.append((index, rect)) }
        }
        if let backdrop = layer.backdropRenderer {
            backdrops.append((index, backdrop.backdropReach(for: layer, shown: shown).applying(toRoot)))
        }
        // A rounded clip leaves its corners to what lies beneath.
        let roundedClip = layer.masksToBounds && values.cornerRadius > 0
        let childClip = layer.masksToBounds ? clip.intersection(bounds) : clip
        let children = layer.children.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        for (_, child) in children {
            visit(child, toRoot: shown.transformToSuperlayer(of: child).concatenating(toRoot), clip: childClip,
                  chainIsOpaque: opaque && !roundedClip)
        }
        places[ObjectIdentifier(layer)] = Place(index: index, end: counter - 1)
    }

    /// The largest rectangle of whole device pixels inside `rect`.
    private func wholePixels(inside rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        let minX = (rect.minX * scale).rounded(.up) / scale, maxX = (rect.maxX * scale).rounded(.down) / scale
        let minY = (rect.minY * scale).rounded(.up) / scale, maxY = (rect.maxY * scale).rounded(.down) / scale
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the layer's own drawing fills its bounds with opaque pixels.
    static func paintsBoundsOpaquely(_ layer: CALayer, values: PresentedLayerValues) -> Bool {
        let squareCorners = values.cornerRadius <= 0 || layer.maskedCorners.isEmpty
        guard squareCorners else { return false }
        if let background = values.backgroundColor, background.alpha >= 1 { return true }
        if let image = layer.contents as? CGImage, layer.contentsGravity == .resize, image.isOpaque { return true }
        return false
    }
}
