import Foundation

/// Renders a layer tree into a persistent frame, redrawing only what changed.
///
/// An OpenQuartzCore type (Core Animation's render server is not public API). Each frame
/// it compares every layer's change count and on-screen extent with the previous frame's;
/// the damage is the union of the old and new extents of whatever changed, and only that
/// region is cleared and re-rendered, with layers outside it skipped. An idle tree (no
/// change marked anywhere below the root, nothing animating) costs neither a walk nor pixels.
///
/// The damaged part of the tree is recorded as a display list of plain values, then
/// rasterized in horizontal bands on several threads (see ``RenderThreads``); the pixels
/// are the same whatever the thread count.
///
/// ```swift
/// let compositor = LayerCompositor(rootLayer: root, size: CGSize(width: 402, height: 874), scale: 3)
/// let first = compositor.render()      // everything
/// badge.backgroundColor = red
/// let second = compositor.render()     // only the badge's rectangle is redrawn
/// ```
@preconcurrency @MainActor
public final class LayerCompositor {
    /// The tree's root, drawn at the frame's origin in its own coordinates.
    public let rootLayer: CALayer
    /// The frame size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// What the last update produced: its damage, whether animations are running, and
    /// which backdrops asked for a follow-up pass.
    public private(set) var lastResult = LayerFrameResult()
    /// The region redrawn by the last `render()`, in points (`nil`: nothing was).
    public var lastDamage: CGRect? { lastResult.damage }
    /// Whether the last update drew animations still running: a presenter keeps asking
    /// for frames while this holds.
    public var hasRunningAnimations: Bool { lastResult.hasRunningAnimations }

    private let frame: CGContext?
    private var previous: [UInt64: LayerRecord] = [:]
    /// The backdrop reaches of the last frame, in root coordinates.
    private var previousReaches: [CGRect] = []
    /// Layers whose backdrop asked last frame to be rendered again.
    private var changingBackdrops: Set<UInt64> = []
    private var isFirstFrame = true
    private var lastImage: CGImage?
    /// The root's subtree change count when the last walk began.
    private var walkedSubtreeChanges = 0
    private let rasterizer = BandRasterizer(threadCount: RenderThreads.default)
    /// What is drawn beneath the tree, if anything (see ``LayerUnderlay``).
    private var underlay: LayerUnderlay?
    /// The part of the frame whose underlay changed since the last update, in points.
    private var underlayDamage = CGRect.null

    /// What the compositor remembers of a layer between frames.
    struct LayerRecord {
        var changeCount: Int
        /// Whether it showed a running animation, which changes its pixels every frame.
        var wasAnimating: Bool
        /// The layer's subtree extent in root coordinates.
        var extent: CGRect
    }

    /// A compositor for a tree; `nil`-safe for sizes no bitmap can hold (it then renders nothing).
    public init(rootLayer: CALayer, size: CGSize, scale: CGFloat) {
        self.rootLayer = rootLayer
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.frame = LayerBitmap.context(size: size, scale: self.scale)
    }

    /// Draws `underlay` beneath the tree from now on (`nil`: transparency again); `changed`
    /// is the part of the frame, in points, whose underlay pixels differ from before and so
    /// is redrawn on the next update.
    package func setUnderlay(_ underlay: LayerUnderlay?, changed: CGRect) {
        self.underlay = underlay
        underlayDamage = underlayDamage.union(changed)
    }

    /// Brings the frame up to date and returns it.
    public func render() -> CGImage {
        update()
        return currentFrame
    }

    /// An image of the frame as it stands, without updating it. Unchanged frames give the
    /// same image with no copy.
    public var currentFrame: CGImage {
        guard let frame else { return CGImage.emptyFrame }
        if let lastImage { return lastImage }
        let image = frame.makeImage()!
        lastImage = image
        return image
    }

    /// Brings the frame up to date without making an image of it, as a presenter that
    /// copies only the damage to the screen does. Returns what the update did: the region
    /// redrawn, in points, whether animations run on, and which backdrops need a follow-up
    /// pass. Nothing that rendering resolves is written anywhere else.
    @discardableResult
    public func update() -> LayerFrameResult {
        lastResult = redraw()
        return lastResult
    }

    private func redraw() -> LayerFrameResult {
        guard let frame else { return LayerFrameResult() }
        if isIdle { return LayerFrameResult() }
        walkedSubtreeChanges = rootLayer.subtreeChangeCount
        prepare(rootLayer)
        // Layout runs on model values above; measuring and drawing see the animated ones.
        let shown = LayerPresentation(showing: rootLayer, at: CACurrentMediaTime())
        var result = LayerFrameResult(hasRunningAnimations: !shown.animatingLayers.isEmpty)
        var current: [UInt64: LayerRecord] = [:]
        var damage = CGRect.null
        let extents = ExtentMap(animating: shown.animatingLayers.union(changingBackdrops), shown: shown)
        collect(rootLayer, toRoot: .identity, extents: extents, into: &current, damage: &damage)
        result.layersWalked = current.count
        for (id, record) in previous where current[id] == nil { damage = damage.union(record.extent) }
        if isFirstFrame { damage = CGRect(origin: .zero, size: size) }
        damage = damage.union(underlayDamage)
        underlayDamage = .null
        // Last frame's reaches too: a backdrop that moved or shrank left pixels there.
        damage = Self.widened(damage, byBackdrops: extents.backdropReaches + previousReaches)
        previousReaches = extents.backdropReaches
        isFirstFrame = false
        previous = current
        damage = damage.intersection(CGRect(origin: .zero, size: size))
        changingBackdrops = []
        guard !damage.isNull, !damage.isEmpty else { return result }
        // Whole device pixels, so partially covered edge pixels are fully redrawn.
        let pixels = CGRect(x: damage.minX * scale, y: damage.minY * scale, width: damage.width * scale, height: damage.height * scale).integral
        damage = CGRect(x: pixels.minX / scale, y: pixels.minY / scale, width: pixels.width / scale, height: pixels.height / scale)
        lastImage = nil
        let list = record(damage: damage, extents: extents, shown: shown)
        let rows = Int(pixels.minY)..<Int(pixels.maxY)
        let outcomes = BandVerification.threadCounts.isEmpty
            ? rasterizer.rasterize(list, into: frame, rows: rows)
            : verifiedRasterization(list, into: frame, rows: rows)
        for (layer, outcome) in outcomes { extents.note(outcome, of: layer) }
        result.damage = damage
        result.followUpLayers = extents.followUpLayers
        changingBackdrops = extents.changingBackdrops
        if !changingBackdrops.isEmpty { result.hasRunningAnimations = true }
        return result
    }

    /// The frame's drawing inside `damage`, recorded from the tree as it shows now.
    private func record(damage: CGRect, extents: ExtentMap, shown: LayerPresentation) -> DisplayList {
        guard let frame else { return DisplayList() }
        let recorder = DisplayListRecorder(width: frame.width, height: frame.height, ctm: frame.ctm)
        recorder.clip(to: CGPath(rect: damage, transform: nil))
        let occlusion = OcclusionMap(root: rootLayer, scale: scale, shown: shown)
        if !occlusion.covers(damage) {
            recorder.clear(damage)
            if let underlay { recorder.drawFlipped(underlay.image, in: underlay.rect, sampling: .standard) }
        }
        LayerRenderer.render(rootLayer, in: recorder, visibleRect: damage, extents: extents, occlusion: occlusion, shown: shown)
        return recorder.list
    }

    /// Rasterizes `list` at each of ``BandVerification/threadCounts`` from the same starting
    /// pixels, reports whether the results are byte for byte the same, and keeps the last.
    private func verifiedRasterization(_ list: DisplayList, into frame: CGContext, rows: Range<Int>) -> [(CALayer, CABackdropRenderOutcome)] {
        let before = frame.deviceRows(rows)
        var results: [[UInt32]] = []
        var outcomes: [(CALayer, CABackdropRenderOutcome)] = []
        for (index, count) in BandVerification.threadCounts.enumerated() {
            if index > 0 { frame.setDeviceRows(rows, to: before) }
            outcomes = BandRasterizer(threadCount: count).rasterize(list, into: frame, rows: rows)
            results.append(frame.deviceRows(rows))
        }
        BandVerification.report?(results.allSatisfy { BandVerification.sameBytes($0, results[0]) })
        return outcomes
    }

    /// How many threads rasterize each frame; the frame's pixels do not depend on it.
    /// Defaults to ``RenderThreads/default``.
    package var renderThreadCount: Int {
        get { rasterizer.threadCount }
        set { rasterizer.threadCount = max(1, min(RenderThreads.maximum, newValue)) }
    }

    /// Whether nothing can have changed since the last walk: no layer marked a change (the
    /// root's subtree count is as the walk found it), no animation was showing and no
    /// backdrop changes by itself. Such a frame costs no walk at all.
    private var isIdle: Bool {
        !isFirstFrame && rootLayer.subtreeChangeCount == walkedSubtreeChanges && !lastResult.hasRunningAnimations
            && changingBackdrops.isEmpty && underlayDamage.isNull
    }

    /// The frame being kept up to date, for a presenter that reads its pixels; `nil` when
    /// the size holds no bitmap.
    package var frameContext: CGContext? { frame }

    /// Damage that touches a backdrop's reach takes in all of it (the backdrop's output
    /// depends on every pixel beneath), repeated until no more reaches are touched.
    static func widened(_ damage: CGRect, byBackdrops reaches: [CGRect]) -> CGRect {
        guard !damage.isNull, !reaches.isEmpty else { return damage }
        var damage = damage
        var grew = true
        while grew {
            grew = false
            for reach in reaches where !reach.isNull && reach.intersects(damage) && !damage.contains(reach) {
                damage = damage.union(reach)
                grew = true
            }
        }
        return damage
    }

    /// Runs pending layout and display first, so change counts reflect this frame.
    private func prepare(_ layer: CALayer) {
        layer.layoutIfNeeded()
        layer.displayIfNeededForRendering()
        for child in layer.children { prepare(child) }
        if let mask = layer.mask { prepare(mask) }
    }

    /// Records every layer's extent; a changed layer damages its old and new extents.
    @discardableResult
    private func collect(
        _ layer: CALayer, toRoot: CGAffineTransform, extents: ExtentMap,
        into records: inout [UInt64: LayerRecord], damage: inout CGRect
    ) -> CGRect {
        var children = CGRect.null
        for child in layer.children {
            let childToRoot = extents.shown.transformToSuperlayer(of: child).concatenating(toRoot)
            let childExtent = collect(child, toRoot: childToRoot, extents: extents, into: &records, damage: &damage)
            if !childExtent.isNull { children = children.union(childExtent.applying(toRoot.inverted())) }
        }
        // Sublayers are clipped by masksToBounds; the layer's own shadow is not.
        if layer.masksToBounds { children = children.intersection(extents.shown.bounds(of: layer)) }
        var local = layer.isHidden ? CGRect.null : LayerExtent.ownExtent(of: layer, shown: extents.shown).union(children)
        if !layer.rasterEffects.isEmpty { local = LayerRasterEffect.extent(of: local, under: layer.rasterEffects) }
        extents.set(local, for: layer)
        if !layer.isHidden, let backdrop = layer.backdropRenderer {
            extents.backdropReaches.append(backdrop.backdropReach(for: layer, shown: extents.shown).applying(toRoot))
        }
        let extent = local.isNull ? CGRect.null : local.applying(toRoot)
        let id = layer.serial
        let record = LayerRecord(changeCount: layer.changeCount, wasAnimating: extents.animating.contains(id), extent: extent)
        if let old = previous[id] {
            // Changed, animating (or just stopped), or moved with an ancestor: its old and
            // new places both need pixels.
            if old.changeCount != record.changeCount || old.extent != record.extent || old.wasAnimating || record.wasAnimating {
                damage = damage.union(old.extent).union(extent)
            }
        } else {
            damage = damage.union(extent)
        }
        records[id] = record
        return extent.isNull ? .null : extent
    }
}

/// Each layer's subtree extent in its own coordinates, for culling while rendering.
@MainActor
final class ExtentMap {
    private var extents: [ObjectIdentifier: CGRect] = [:]
    /// Serials of the layers showing running animations this frame.
    let animating: Set<UInt64>
    /// What the layers show this frame.
    let shown: LayerPresentation
    init(animating: Set<UInt64> = [], shown: LayerPresentation = LayerPresentation()) {
        self.animating = animating
        self.shown = shown
    }
    /// The reaches of backdrop renderers, in root coordinates.
    var backdropReaches: [CGRect] = []
    /// Layers whose backdrop asked for a follow-up pass while rendering this frame.
    var followUpLayers: [CALayer] = []
    /// Serials of layers whose backdrop changes by itself: redrawn next frame.
    var changingBackdrops: Set<UInt64> = []
    func set(_ rect: CGRect, for layer: CALayer) { extents[ObjectIdentifier(layer)] = rect }
    /// Keeps what a backdrop's render asked of the frames that follow.
    func note(_ outcome: CABackdropRenderOutcome, of layer: CALayer) {
        if outcome.contains(.needsFollowUpPass) { followUpLayers.append(layer) }
        if outcome.contains(.needsNextFrame) { changingBackdrops.insert(layer.serial) }
    }
    func extent(of layer: CALayer) -> CGRect? { extents[ObjectIdentifier(layer)] }
}

/// Where a layer's own drawing (background, border, contents, shadow) can reach.
@MainActor
enum LayerExtent {
    static func ownExtent(of layer: CALayer, shown: LayerPresentation) -> CGRect {
        let bounds = shown.bounds(of: layer)
        var rect = bounds
        if let backdrop = layer.backdropRenderer { rect = rect.union(backdrop.backdropReach(for: layer, shown: shown)) }
        if layer.shadowOpacity > 0, layer.shadowColor != nil {
            let shape = layer.shadowPath?.boundingBoxOfPath ?? bounds
            let margin = max(0, layer.shadowRadius) * 1.5 + 2
            rect = rect.union(shape.insetBy(dx: -margin, dy: -margin).offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height))
        }
        return rect
    }
}

extension CGImage {
    static let emptyFrame: CGImage = (try? CGContext.bitmap(width: 1, height: 1))!.makeImage()!
}
