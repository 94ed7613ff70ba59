import Foundation

/// A rectangle of visual content in a tree: background, border, rounded corners, shadow,
/// an image, and sublayers, composited by OpenQuartzCore's renderer.
///
/// Geometry follows Core Animation: `position` is where `anchorPoint` (a unit point in
/// `bounds`) sits in the superlayer, and `transform` applies around it. The layer space
/// is y-down with the origin at the top left, as on iOS.
///
/// ```swift
/// let card = CALayer()
/// card.frame = CGRect(x: 20, y: 20, width: 200, height: 120)
/// card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
/// card.cornerRadius = 24
/// card.cornerCurve = .continuous
/// ```
///
/// Differs from Core Animation: layers are main-actor bound, changes apply at once (no
/// implicit animations yet), and the compositor is 2D (the affine part of `transform`).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// An empty layer: zero bounds, opaque, no contents.
    public required override init() { super.init() }

    deinit {
        // Sublayers and the mask refer back to this layer unowned: they forget it with it.
        let children = children, mask = mask
        guard !children.isEmpty || mask != nil else { return }
        MainActorCleanup.run {
            for child in children { child.superlayer = nil }
            mask?.maskOwner = nil
        }
    }

    /// A number no other layer in this process has, even after this one is gone (unlike its
    /// address): the compositor's key for what it remembers between frames.
    let serial: UInt64 = CALayer.makeSerial()

    private static var lastSerial: UInt64 = 0

    private static func makeSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }

    /// A layer that copies another's visible properties (its sublayers are not copied).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        opacity = other.opacity
        isHidden = other.isHidden
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        contents = other.contents
        contentsScale = other.contentsScale
    }

    /// A name for debugging and lookup.
    open var name: String?

    /// Running animations by key, with the media time each began.
    var animationStore: [(key: String, animation: CAAnimation, begin: CFTimeInterval)] = []

    /// The delegate that draws and lays out the layer (a view for its own layer).
    open var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? weakDelegate }
        set {
            owningDelegate = nil
            weakDelegate = newValue
        }
    }

    private weak var weakDelegate: (any CALayerDelegate)?

    /// A delegate that owns this layer (a view) and clears itself before it goes away.
    /// Held without a weak reference: weak references give an object a side table, which
    /// makes every later retain and release of it slower, and views are retained a lot.
    private unowned(unsafe) var owningDelegate: (any CALayerDelegate)?

    /// Makes `owner` the delegate without a weak reference; `owner` must call
    /// `releaseOwningDelegate()` before it is deallocated. For OpenUIKit's views only.
    package func setOwningDelegate(_ owner: any CALayerDelegate) {
        weakDelegate = nil
        owningDelegate = owner
        displayOwner = owner as? any CALayerDisplayOwner
    }

    /// Forgets an owning delegate set with `setOwningDelegate(_:)`.
    package func releaseOwningDelegate() {
        owningDelegate = nil
        displayOwner = nil
    }

    /// The owning delegate, when its own bookkeeping says when the layer needs display
    /// (cast once here, not on every check).
    private unowned(unsafe) var displayOwner: (any CALayerDisplayOwner)?

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect = .zero {
        didSet {
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            markChanged()
        }
    }

    /// Where `anchorPoint` lies in the superlayer's space.
    open var position: CGPoint = .zero { didSet { markChanged() } }

    /// The point, in unit coordinates of `bounds`, that `position` refers to and transforms pivot on.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { markChanged() } }

    /// The layer's transform around its anchor point.
    open var transform = CATransform3DIdentity { didSet { markChanged() } }

    /// The layer's order among its siblings: higher draws later (on top).
    open var zPosition: CGFloat = 0 { didSet { markChanged() } }

    /// The rectangle the layer covers in its superlayer's space; with a transform, the
    /// bounding box of the transformed bounds.
    open var frame: CGRect {
        get { bounds.applying(transformToSuperlayer) }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite,
                newValue.height.isFinite
            else { return }
            let r = newValue.standardized
            // With a transform Core Animation keeps it and fits only the centre. A value
            // already there is not set again: it would count as a change to draw.
            if transform.affine.isIdentity, bounds.size != r.size { bounds.size = r.size }
            let centre = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            if position != centre { position = centre }
        }
    }

    /// Sets the 2D part of `transform`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// The 2D part of `transform`.
    open func affineTransform() -> CGAffineTransform { transform.affine }

    /// Maps points of this layer's space to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        PresentedLayerValues.transformToSuperlayer(bounds: bounds, anchorPoint: anchorPoint, transform: transform, position: position)
    }

    // MARK: Appearance

    /// The layer's opacity, 0...1; applies to the layer and its sublayers as a group.
    open var opacity: Float = 1 { didSet { markChanged() } }
    /// Whether the layer and its sublayers are drawn.
    open var isHidden = false { didSet { markChanged() } }
    /// The colour filling the (rounded) bounds behind the contents.
    open var backgroundColor: CGColor? { didSet { markChanged() } }
    /// The radius of the rounded corners of the background, border and (with
    /// `masksToBounds`) the clip.
    open var cornerRadius: CGFloat = 0 { didSet { markChanged() } }
    /// The corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { markChanged() }
    }
    /// The shape of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { markChanged() } }
    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    open var masksToBounds = false { didSet { markChanged() } }
    /// The width of the border drawn inside the bounds, above contents and sublayers.
    open var borderWidth: CGFloat = 0 { didSet { markChanged() } }
    /// The border's colour.
    open var borderColor: CGColor? = CGColor.black { didSet { markChanged() } }

    /// The shadow's colour.
    open var shadowColor: CGColor? = CGColor.black { didSet { markChanged() } }
    /// The shadow's opacity; 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0 { didSet { markChanged() } }
    /// The shadow's offset (y-down: positive moves it down).
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { markChanged() } }
    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat = 3 { didSet { markChanged() } }
    /// The shadow's shape; by default the layer's rounded bounds.
    open var shadowPath: CGPath? { didSet { markChanged() } }

    /// Effects applied to the layer and its sublayers drawn as one image (blur, colour
    /// matrices, a shadow of their content, a blend mode), in order: what SwiftUI's visual
    /// effects draw with. An OpenQuartzCore SPI; Core Animation's `filters` are macOS-only.
    package var rasterEffects: [LayerRasterEffect] = [] { didSet { if rasterEffects != oldValue { markChanged() } } }

    /// An image drawn into the bounds (a `CGImage`; other values are ignored).
    open var contents: Any? { didSet { markChanged() } }
    /// How `contents` fits the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { markChanged() } }
    /// Pixels per point of the contents image.
    open var contentsScale: CGFloat = 1 { didSet { markChanged() } }
    /// The part of `contents` (in unit coordinates of the image) that stretches when the
    /// image is drawn larger; the parts around it keep their size, as a resizable image's
    /// caps do. The default, the whole image, stretches it all.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { markChanged() } }
    /// How `contents` is filtered when drawn larger than its pixels.
    open var magnificationFilter: CALayerContentsFilter = .linear { didSet { markChanged() } }
    /// How `contents` is filtered when drawn smaller than its pixels.
    open var minificationFilter: CALayerContentsFilter = .linear { didSet { markChanged() } }
    /// Whether the parts of `contents` around `contentsCenter` repeat at their size along
    /// the edges and centre instead of stretching: how UIKit's tiled resizable images draw.
    package var tilesContentsCenter = false { didSet { if tilesContentsCenter != oldValue { markChanged() } } }
    /// Whether the edges of `contents` are smoothed where they fall between pixels:
    /// SwiftUI's `Image.antialiased(_:)`.
    package var antialiasesContents = true { didSet { if antialiasesContents != oldValue { markChanged() } } }

    /// A layer whose alpha masks this layer and its sublayers.
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            markChanged()
        }
    }
    /// The layer whose mask this is. Not a weak reference: a weakly referenced object pays
    /// for every retain through a side table, and every layer change walks its ancestors.
    /// The owner holds its mask and clears this when it goes.
    unowned(unsafe) var maskOwner: CALayer?

    // MARK: Hierarchy

    /// The layer's sublayers, back to front.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    private(set) var children: [CALayer] = []

    /// The layer this one is a sublayer of.
    ///
    /// Held unowned, not weak (see ``maskOwner``): a layer clears its sublayers' reference
    /// when it is removed from memory.
    open private(set) unowned(unsafe) var superlayer: CALayer?

    /// Appends a sublayer on top of the others, moving it from any previous superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts a sublayer at an index (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        markChanged()
    }

    /// Inserts a sublayer just below a sibling (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = children.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        let adjusted = layer.superlayer === self && (children.firstIndex { $0 === layer } ?? 0) < index ? index - 1 : index
        insertSublayer(layer, at: UInt32(adjusted))
    }

    /// Inserts a sublayer just above a sibling (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = children.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        let adjusted = layer.superlayer === self && (children.firstIndex { $0 === layer } ?? 0) < index ? index : index + 1
        insertSublayer(layer, at: UInt32(adjusted))
    }

    /// Replaces a sublayer with another.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
        parent.markChanged()
    }

    func isDescendant(of layer: CALayer) -> Bool {
        var current = superlayer
        while let c = current {
            if c === layer { return true }
            current = c.superlayer
        }
        return false
    }

    // MARK: Display and layout

    /// Whether bounds size changes mark the contents for redrawing.
    open var needsDisplayOnBoundsChange = false

    private var displayPending = false
    /// Set by `CALayerDelegate`'s default `display(_:)`: the delegate does not implement
    /// it, so the layer draws through `draw(in:)` (Objective-C asks `respondsToSelector`).
    var delegateLacksDisplay = false
    private var layoutPending = false

    /// Marks the contents for redrawing by `display()` before the next render.
    open func setNeedsDisplay() {
        displayPending = true
        markChanged()
    }

    /// Whether `display()` is pending: marked here, or by the view that owns the layer
    /// (a view needing display).
    open func needsDisplay() -> Bool { isMarkedForDisplay(settlingChanges: false) }

    /// Redraws now if marked. For a view's layer, changes to `@Observable` values its
    /// `draw(_:)` read count as marks, as on iOS.
    open func displayIfNeeded() {
        if isMarkedForDisplay(settlingChanges: true) { display() }
    }

    /// Redraws before rendering if marked, without taking up model changes (the update
    /// pass has run).
    func displayIfNeededForRendering() {
        if isMarkedForDisplay(settlingChanges: false) { display() }
    }

    /// Marked here, or by the owning view's own bookkeeping.
    private func isMarkedForDisplay(settlingChanges: Bool) -> Bool {
        displayPending || displayOwner?.layerNeedsDisplay(self, settlingChanges: settlingChanges) == true
    }

    /// Fills `contents`: through the delegate's `display(_:)` when it implements it,
    /// otherwise by drawing `draw(in:)` into a bitmap of the bounds at `contentsScale`.
    open func display() {
        displayPending = false
        if let delegate {
            delegateLacksDisplay = false
            delegate.display(self)
            guard delegateLacksDisplay else { return }
        }
        contents = LayerBitmap.draw(size: bounds.size, scale: contentsScale) { context in
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            draw(in: context)
        }
    }

    /// Draws the layer's own content into a y-down context the size of its bounds.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Marks the sublayers for layout before the next render.
    open func setNeedsLayout() {
        layoutPending = true
        markChanged()
    }

    /// Whether layout is pending.
    open func needsLayout() -> Bool { layoutPending }

    /// Lays out now if marked.
    open func layoutIfNeeded() {
        if layoutPending { layoutSublayers() }
    }

    /// Lays out sublayers; the default asks the delegate.
    open func layoutSublayers() {
        layoutPending = false
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Change tracking for the compositor

    /// Bumped on every change to this layer; the compositor compares it between frames.
    private(set) var changeCount = 0
    /// Bumped on every change to this layer or any layer below it: a compositor that finds
    /// its root's count as it left it (and nothing animating) skips the frame without
    /// walking the tree.
    private(set) var subtreeChangeCount = 0

    /// Held weakly: the view that owns the layer owns its backdrop renderer.
    weak var backdropRendererStorage: (any CABackdropRendering)?

    func markChanged() {
        changeCount &+= 1
        var top = self
        top.subtreeChangeCount &+= 1
        while let parent = top.superlayer {
            parent.subtreeChangeCount &+= 1
            top = parent
        }
        top.subtreeChangeHandler?()
        maskOwner?.markChanged()
    }

    /// Called when this layer, as the root of a tree, or anything in its tree changes: how
    /// a host that sleeps while nothing changes learns that a frame is needed.
    package var subtreeChangeHandler: (@MainActor () -> Void)?

    // MARK: Coordinates and hit testing

    /// Converts a point from this layer's space to another layer's (or the root's for `nil`).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        p.applying(transformToRoot).applying((layer?.transformToRoot ?? .identity).inverted())
    }

    /// Converts a point from another layer's space (or the root's) to this one's.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(layer?.transformToRoot ?? .identity).applying(transformToRoot.inverted())
    }

    /// Converts a rectangle from this layer's space to another layer's.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(transformToRoot.concatenating((layer?.transformToRoot ?? .identity).inverted()))
    }

    /// Converts a rectangle from another layer's space to this one's.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying((layer?.transformToRoot ?? .identity).concatenating(transformToRoot.inverted()))
    }

    /// Maps this layer's space to the space of the root of its tree.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            t = t.concatenating(current.transformToSuperlayer)
            layer = current.superlayer
        }
        return t
    }

    /// Whether a point in this layer's space lies within its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing a point given in the superlayer's space.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        if masksToBounds, !contains(local) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
