import Foundation
import OpenQuartzCore

/// A rectangular area of the interface: it draws, lays out subviews and takes part in
/// UIKit's update cycle, with automatic Observation tracking.
///
/// Every view owns a `CALayer` (its `layerClass`) and is that layer's delegate. Geometry
/// properties forward to the layer; colours are stored as `UIColor` and resolved against
/// the view's traits, again whenever those change.
///
/// ```swift
/// final class BadgeView: UIView {
///     let model: BadgeModel          // @Observable
///     let label = UILabel()
///
///     override func updateProperties() {
///         super.updateProperties()
///         label.text = "\(model.count)"      // tracked: a change re-runs only this method
///     }
///
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         label.frame = bounds.insetBy(dx: 8, dy: 4)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer the view creates.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer.
    public let layer: CALayer

    /// A view with a frame.
    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        super.init()
        layer.setOwningDelegate(self)
        layer.contentsScale = UIScreen.main.scale
        // A view made inside an animation block starts where it is made, not from nothing.
        AnimationScope.withoutAnimation(flushingUpdates: false) { self.frame = frame }
        updateState.pendingSteps = Self.initialSteps
        updateState.subtreeSteps = updateState.pendingSteps
    }

    deinit {
        let layer = layer, reference = trackingReferenceIfCreated, children = subviews
        MainActorCleanup.run {
            layer.releaseOwningDelegate()
            reference?.invalidate()
            for child in children { child.superview = nil }
        }
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Interface Builder archives do not exist on Linux: this makes an empty view with a
    /// zero frame, so subclasses declaring `required init?(coder:)` compile and work.
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// What a new view has to do before it first appears.
    private static var initialSteps: UpdateSteps {
        var steps: UpdateSteps = [.traits, .properties, .layout, .display]
        if requiresConstraintBasedLayout { steps.insert(.constraints) }
        return steps
    }

    // MARK: Update-cycle state (see UIView+UpdateCycle.swift)

    /// Everything the update cycle keeps about this view: see `ViewUpdateState`.
    ///
    /// Without dynamic exclusivity checks: the update cycle touches it on every request
    /// and pass (main actor only, never in overlapping accesses of one view), and the
    /// checks cost about a tenth of a bound label's change.
    @exclusivity(unchecked) var updateState = ViewUpdateState()
    /// The reference every tracked run of this view hands to Observation.
    var trackingReference: WeakReference {
        if let reference = trackingReferenceIfCreated { return reference }
        let reference = WeakReference(view: self)
        trackingReferenceIfCreated = reference
        return reference
    }

    private(set) var trackingReferenceIfCreated: WeakReference?
    /// The controller whose root view this is.
    weak var owningController: UIViewController?
    /// Traits computed from the ancestors, until something above changes.
    var cachedTraits: UITraitCollection?
    /// The traits last delivered to `traitCollectionDidChange(_:)` and used for colours.
    var deliveredTraits: UITraitCollection?
    var ownTraitOverrides = UITraitOverrides()
    /// Handlers registered with `registerForTraitChanges(_:handler:)`.
    var traitRegistrations: [TraitChangeRegistration] = []

    // MARK: Accessibility

    /// The view on screen: its bounds in window coordinates (a window fills its screen here).
    override var defaultAccessibilityFrame: CGRect { window == nil ? .zero : convert(bounds, to: nil) }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.minX.isFinite, newValue.minY.isFinite, newValue.width.isFinite, newValue.height.isFinite
            else { return }
            let oldSize = bounds.size
            if let scope = AnimationScope.current {
                scope.record(layer, "position", from: layer.position)
                scope.record(layer, "bounds", from: layer.bounds)
            }
            layer.frame = newValue
            if bounds.size != oldSize { boundsSizeDidChange(from: oldSize) }
            translatedFrameDidChange()
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue.minX.isFinite, newValue.minY.isFinite, newValue.width.isFinite, newValue.height.isFinite
            else { return }
            let oldSize = layer.bounds.size
            AnimationScope.current?.record(layer, "bounds", from: layer.bounds)
            layer.bounds = newValue
            if newValue.size != oldSize { boundsSizeDidChange(from: oldSize) }
            translatedFrameDidChange()
        }
    }

    /// The centre of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            AnimationScope.current?.record(layer, "position", from: layer.position)
            layer.position = newValue
            translatedFrameDidChange()
        }
    }

    /// The view's transform around its centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            AnimationScope.current?.record(layer, "transform", from: layer.transform)
            layer.setAffineTransform(newValue)
        }
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        resizeSubviewsByAutoresizingMask(from: oldSize)
        if contentMode == .redraw { setNeedsDisplay() }
    }

    // MARK: Appearance

    /// The view's opacity, 0...1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            AnimationScope.current?.record(layer, "opacity", from: layer.opacity)
            layer.opacity = Float(newValue.isFinite ? min(1, max(0, newValue)) : 1)
        }
    }

    /// Whether the view and its subviews are invisible (and ignore touches).
    open var isHidden: Bool {
        get { layer.isHidden || isCollapsingInStack }
        set {
            guard newValue != isHidden else { return }
            isCollapsingInStack = false
            layer.isHidden = newValue
            // A hidden arranged subview collapses out of its stack view.
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// Hidden, but still on screen while its stack view animates it shut (UIKit keeps a
    /// collapsing arranged view visible until the animation ends).
    var isCollapsingInStack = false

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A hint that the view fills its bounds with opaque content.
    open var isOpaque = true

    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true

    /// Whether the view hears of every finger of a multi-touch sequence (`touchesBegan`
    /// for each); `false`, as by default, gives it the first finger only. Its gesture
    /// recognizers see every finger either way.
    open var isMultipleTouchEnabled = false

    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = newValue ?? []
            for recognizer in attachedRecognizers { recognizer.view = self }
        }
    }

    var attachedRecognizers: [UIGestureRecognizer] = []
    /// The interactions added with `addInteraction(_:)` (`UIView+Interactions.swift`).
    var interactionStorage: [any UIInteraction] = []

    /// A number to find the view by.
    open var tag = 0

    /// How content drawn by `draw(_:)` adapts when the bounds change size.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    /// The background colour, resolved against the view's traits.
    open var backgroundColor: UIColor? {
        willSet { AnimationScope.current?.record(layer, "backgroundColor", from: layer.backgroundColor) }
        didSet { applyResolvedColors() }
    }

    /// The tint colour; `nil` inherits the superview's (system blue at the root).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? DesktopAppearance.accentColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChangeInSubtree()
        }
    }

    private var ownTintColor: UIColor?

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}

    func tintColorDidChangeInSubtree() {
        tintColorDidChange()
        for child in subviews where child.ownTintColor == nil { child.tintColorDidChangeInSubtree() }
    }

    /// Resolves the stored `UIColor`s into the layer for the current traits.
    func applyResolvedColors() {
        let traits = resolvedTraitsForDrawing
        layer.backgroundColor = backgroundColor.map { color in
            let c = color.components(in: traits)
            return CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        }
    }

    // MARK: Hierarchy

    /// The subviews, back to front.
    open internal(set) var subviews: [UIView] = []

    /// The view this view is a subview of.
    ///
    /// Not a weak reference, to keep views free of side tables (see `WeakReference`): a
    /// view clears its subviews' pointers to it when it goes away.
    open internal(set) unowned(unsafe) var superview: UIView?

    /// The window the view is in, or `nil`.
    open var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    open override var next: UIResponder? { owningController ?? superview }

    // MARK: Sizing

    /// The size the view would like for `size` available; by default its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` of its current size, keeping its frame's origin
    /// (its top-left corner stays put, as in UIKit).
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard fitted.width.isFinite, fitted.height.isFinite else { return }
        let origin = frame.origin
        bounds.size = CGSize(width: max(0, fitted.width), height: max(0, fitted.height))
        center = CGPoint(x: center.x + origin.x - frame.minX, y: center.y + origin.y - frame.minY)
    }

    /// The size the content needs, or `noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout the intrinsic size changed: the engine updates the view's
    /// hugging and compression constraints in place at the next layout.
    open func invalidateIntrinsicContentSize() {
        intrinsicSizeConstraintsDidChange()
        barItemGroupHoldingCustomView?.customViewSizeDidChange()
        enclosingSelfSizingCell?.contentMayHaveResized()
    }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    /// Where the view's first (or last) baseline sits for Auto Layout: a fraction of its
    /// height plus an offset from its top. Views without text put it at their bottom.
    func baselinePosition(last: Bool) -> (fractionOfHeight: CGFloat, offset: CGFloat) { (1, 0) }

    /// The content hugging priority a view of this class starts with (UIKit's: 250; labels
    /// and image views 251).
    class var defaultContentHuggingPriority: Float { 250 }

    /// The view's Auto Layout state, once it has any: see `Layout/ViewLayoutState.swift`.
    var layoutStateStorage: ViewLayoutState?

    /// "No intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Hierarchy notifications (overridable, so declared here)

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to another superview (`nil`: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window (`nil`: off screen).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}

    // MARK: Update cycle methods (tracked; see UIView+UpdateCycle.swift)

    /// Sets the view's properties (text, colours, images, visibility) from its model.
    ///
    /// Runs in the update pass after traits and before layout. Reads of `@Observable`
    /// properties here are tracked: a change re-runs this method alone, not layout or
    /// drawing. Call `super`.
    open func updateProperties() {}

    /// Updates constraints; runs after `updateProperties()` when constraints are pending.
    /// Tracked like `updateProperties()`. Call `super` last.
    open func updateConstraints() {}

    /// Positions subviews. Tracked: a change to an `@Observable` property read here
    /// re-runs layout. Call `super`.
    open func layoutSubviews() {}

    // MARK: Corner configuration (overridable parts; see UIView+CornerConfiguration.swift)

    /// The configuration set with `cornerConfiguration`, if any.
    var cornerConfigurationStorage: UICornerConfiguration?
    /// The view whose alpha masks this one (see `UIView+Mask.swift`).
    var maskViewStorage: UIView?

    /// The configuration a view has before one is set: square corners, or a capsule for
    /// a view carrying glass.
    var defaultCornerConfiguration: UICornerConfiguration {
        glassAttachment?.defaultCornerConfiguration ?? .corners(radius: 0)
    }

    /// True for views whose shape comes from their corner configuration even when none is
    /// set (glass is a capsule): they count as containers for concentric corners.
    var hasIntrinsicCorners: Bool { glassAttachment?.hasIntrinsicCorners ?? false }

    /// Called when the corner configuration changes: glass takes the new shape.
    func cornerShapeDidChange() { glassAttachment?.setNeedsRender() }

    /// The glass (or frosted material) the view carries, if any: see `Glass/`.
    package var glassAttachment: GlassAttachment?

    /// Draws the view's content into `UIGraphicsGetCurrentContext()`. Tracked: a change
    /// to an `@Observable` property read here redraws.
    open func draw(_ rect: CGRect) {}

    /// Whether keyboard focus can rest on the view (Tab reaches it); `false` for plain
    /// views. See `UIWindow+Focus.swift`.
    open var canBecomeFocused: Bool { false }

    /// Whether the view uses constraint-based layout (then `updateConstraints()` runs on
    /// the first pass).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when the view's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hit testing (overridable)

    /// The deepest visible, interactive descendant containing `point` (in this view's
    /// coordinates), or `nil`.
    /// Views in a `UIView.animate` block without `.allowUserInteraction` take no touches
    /// until their animations end, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, !AnimationScope.blocksInteraction(with: layer),
            self.point(inside: point, with: event)
        else {
            return nil
        }
        for child in subviews.reversed() {
            if let hit = child.hitTest(convert(point, to: child), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) lies inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Asked before a gesture recognizer recognizes touches in this view (its own, or one
    /// on an ancestor); return `false` to make it fail. Buttons refuse their ancestors'
    /// single taps, so a tap on a button is the button's, as in UIKit.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Whether the display pass fills the layer's contents from `draw(_:)`; views that set
    /// `layer.contents` themselves (image views) say no.
    var drawsLayerContents: Bool { true }

    // MARK: CALayerDelegate

    /// The view fills its layer itself, through `draw(_:)`: see `UIView+Drawing.swift`.
    public func display(_ layer: CALayer) {
        updateState.pendingSteps.remove(.display)
        displayContents()
    }

    /// Nothing: views lay out in `layoutSubviews()` during the update pass.
    public func layoutSublayers(of layer: CALayer) {}
}
