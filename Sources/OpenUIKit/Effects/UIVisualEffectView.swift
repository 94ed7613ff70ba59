import Foundation
import LiquidGlass
@_spi(OpenUIKit) import OpenQuartzCore

/// A view that renders a visual effect behind its `contentView`: a blur material, Liquid
/// Glass, or a container that renders the glass inside it together.
///
/// ```swift
/// let glass = UIVisualEffectView(effect: UIGlassEffect())
/// glass.frame = CGRect(x: 20, y: 60, width: 200, height: 52)
/// glass.contentView.addSubview(label)   // renders vibrant on the glass
/// view.addSubview(glass)
/// ```
///
/// Put subviews in `contentView`, never directly in the effect view. Glass views inside a
/// `UIGlassContainerEffect` view's `contentView` render in one batch with it, merge within
/// its `spacing` and share one light/dark look.
///
/// Setting `effect` to glass inside an animation block materializes the glass over the
/// animation (lensing, frost and highlights ramp up; alpha does not change), and setting it
/// to `nil` dematerializes it.
///
/// Differences from UIKit: the glass of a view inside a rotated ancestor is rendered
/// unrotated.
@MainActor
open class UIVisualEffectView: UIView {
    /// The view that holds content over the effect.
    public let contentView: UIView

    /// The effect, copied on assignment; `nil` shows the content with no effect.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            let old = activeEffect
            storedEffect = newValue?.copy()
            animateMaterialization(from: old)
            effectDidChange()
        }
    }

    private var storedEffect: UIVisualEffect?
    /// The glass being dematerialized after `effect` was set to `nil` in an animation.
    private var fadingEffect: UIVisualEffect?
    /// The animation key of glass materializing or dematerializing.
    static let materializationKey = "glassMaterialization"

    /// The effect drawn now: the model's, or glass still dematerializing.
    private var activeEffect: UIVisualEffect? {
        if let storedEffect { return storedEffect }
        return layer.animation(forKey: Self.materializationKey) == nil ? nil : fadingEffect
    }

    /// Inside an animation block, glass appearing materializes and glass removed
    /// dematerializes; outside one, the change is immediate.
    private func animateMaterialization(from old: UIVisualEffect?) {
        let wasGlass = old is UIGlassEffect, isGlass = storedEffect is UIGlassEffect
        let ramping = layer.animation(forKey: Self.materializationKey) != nil
        guard wasGlass != isGlass || (isGlass && ramping) else { return }
        guard let scope = AnimationScope.current else {
            fadingEffect = nil
            layer.removeAnimation(forKey: Self.materializationKey)
            return
        }
        if isGlass {
            fadingEffect = nil
            scope.record(layer, key: Self.materializationKey, from: 0, to: 1)
        } else if storedEffect == nil {
            fadingEffect = old
            scope.record(layer, key: Self.materializationKey, from: 1, to: 0)
        }
    }

    /// The compositor's hook into this view (kept here: the layer holds it weakly).
    private var backdropHook: BackdropHook?
    private let renderer = GlassRenderer()
    /// The look the content was last given (vibrancy follows the glass' adaptive look).
    private var contentAppearance: GlassAppearance?
    private var lastRenderTime: TimeInterval?

    /// The press state of interactive glass (its progress is where the press is heading;
    /// what is drawn follows it with a spring). Set by touch handling; an OpenUIKit SPI so
    /// tests can press glass before touches are delivered.
    @_spi(OpenUIKit) public var glassInteraction: GlassInteraction? {
        didSet {
            if let point = glassInteraction?.touchPoint { lastTouchPoint = point }
            let old = oldValue?.progress ?? 0, new = glassInteraction?.progress ?? 0
            if old != new { springPress(from: old, to: new) }
            glassRootForRendering?.layer.setNeedsBackdropRender()
        }
    }

    /// Where the glass was last touched: the glow fades out from there after release.
    private var lastTouchPoint: CGPoint?
    /// The animation key of the press response.
    static let pressKey = "glassPress"

    /// Touch-down swells the glass with a springy response and release settles it back;
    /// under Reduce Motion the response is a short plain ramp with no bounce.
    private func springPress(from old: CGFloat, to new: CGFloat) {
        let start = layer.presentedScalar(forKey: Self.pressKey, model: old)
        guard start != new else { return }
        let animation: CABasicAnimation
        if UIAccessibility.isReduceMotionEnabled {
            animation = CABasicAnimation(keyPath: Self.pressKey)
            animation.duration = 0.15
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        } else {
            animation = CASpringAnimation(perceptualDuration: new > start ? 0.3 : 0.45, bounce: new > start ? 0.35 : 0.2)
            animation.keyPath = Self.pressKey
        }
        animation.fromValue = start
        animation.toValue = new
        layer.add(animation, forKey: Self.pressKey)
    }

    /// How far the press response is now (0 at rest, 1 pressed; a spring overshoots a
    /// little): an OpenUIKit SPI for tests.
    @_spi(OpenUIKit) public var presentedPressProgress: CGFloat {
        layer.presentedScalar(forKey: Self.pressKey, model: glassInteraction?.progress ?? 0)
    }

    /// The press as drawn now: progress on its spring, at the last touch point.
    private var presentedInteraction: GlassInteraction? {
        let progress = presentedPressProgress
        guard progress > 0.001, let point = glassInteraction?.touchPoint ?? lastTouchPoint else { return nil }
        return GlassInteraction(progress: progress, touchPoint: point)
    }

    // MARK: Touches on interactive glass

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressInteractiveGlass(touches.first, pressed: true)
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, (activeEffect as? UIGlassEffect)?.isInteractive == true, glassInteraction != nil {
            glassInteraction?.touchPoint = touch.location(in: self)
        }
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressInteractiveGlass(touches.first, pressed: false)
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressInteractiveGlass(touches.first, pressed: false)
        super.touchesCancelled(touches, with: event)
    }

    private func pressInteractiveGlass(_ touch: UITouch?, pressed: Bool) {
        guard (activeEffect as? UIGlassEffect)?.isInteractive == true, let touch else { return }
        glassInteraction = pressed ? GlassInteraction(progress: 1, touchPoint: touch.location(in: self)) : nil
    }

    /// How many times this view's glass geometry was baked; an OpenUIKit SPI for tests
    /// that check unchanged glass reuses its geometry across frames.
    @_spi(OpenUIKit) public var glassGeometryBakeCount: Int { renderer.geometryBakeCount }

    /// A view showing `effect` (blur, vibrancy, glass or a glass container), or nothing
    /// for `nil`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        storedEffect = effect?.copy()
        addSubview(contentView)
        let hook = BackdropHook(view: self)
        backdropHook = hook
        layer.backdropRenderer = hook
        Self.register(self)
        effectDidChange()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view with no effect.
    public convenience init() {
        self.init(effect: nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    // MARK: Shape

    override var defaultCornerConfiguration: UICornerConfiguration {
        activeEffect is UIGlassEffect ? .capsule() : .corners(radius: 0)
    }

    override var hasIntrinsicCorners: Bool { activeEffect is UIGlassEffect }

    override func cornerShapeDidChange() {
        glassRootForRendering?.layer.setNeedsBackdropRender()
    }

    private func effectDidChange() {
        contentView.frame = bounds
        if !(storedEffect is UIGlassEffect) && !(storedEffect is UIBlurEffect) && !(storedEffect is UIVibrancyEffect) {
            contentView.traitOverrides.userInterfaceStyle = .unspecified
            contentAppearance = nil
        }
        if let blur = storedEffect as? UIBlurEffect, let fixed = blur.fixedAppearance {
            contentView.traitOverrides.userInterfaceStyle = fixed
        }
        renderer.resetAdaptation()
        layer.setNeedsBackdropRender()
        glassRootForRendering?.layer.setNeedsBackdropRender()
    }

    // MARK: Batching

    /// The container this glass renders with, when it sits in a glass container's content.
    var enclosingGlassContainer: UIVisualEffectView? {
        guard activeEffect is UIGlassEffect else { return nil }
        var node = superview
        while let current = node {
            if let effectView = current as? UIVisualEffectView {
                if effectView.activeEffect is UIGlassContainerEffect, isDescendant(of: effectView.contentView) { return effectView }
                if effectView.activeEffect is UIGlassEffect { return nil }
            }
            node = current.superview
        }
        return nil
    }

    /// The view whose backdrop pass draws this view's glass.
    private var glassRootForRendering: UIVisualEffectView? {
        activeEffect is UIGlassEffect ? (enclosingGlassContainer ?? self) : (activeEffect == nil ? nil : self)
    }

    /// The glass views a container renders: visible glass in its content, not inside other glass.
    func containerMembers() -> [UIVisualEffectView] {
        var members: [UIVisualEffectView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let glass = view as? UIVisualEffectView, glass.activeEffect is UIGlassEffect {
                members.append(glass)
                return
            }
            if let nested = view as? UIVisualEffectView, nested.activeEffect is UIGlassContainerEffect { return }
            for child in view.subviews { visit(child) }
        }
        visit(contentView)
        return members
    }

    private var isRenderRoot: Bool {
        switch activeEffect {
        case is UIGlassEffect: return enclosingGlassContainer == nil
        case is UIGlassContainerEffect, is UIBlurEffect, is UIVibrancyEffect: return true
        default: return false
        }
    }

    // MARK: Rendering

    /// Connects the compositor's backdrop pass to the view.
    private final class BackdropHook: CABackdropRendering {
        unowned let view: UIVisualEffectView
        init(view: UIVisualEffectView) { self.view = view }
        func backdropReach(for layer: CALayer) -> CGRect { view.backdropReach() }
        func renderBackdrop(for layer: CALayer, in context: CGContext) { view.renderBackdrop(in: context) }
    }

    private func backdropReach() -> CGRect {
        guard isRenderRoot else { return .null }
        let spacing = (activeEffect as? UIGlassContainerEffect)?.spacing ?? 0
        let margin = 12 + (spacing.isFinite ? max(0, spacing) : 0) / 4
        let members = activeEffect is UIGlassContainerEffect ? containerMembers() : [self]
        return members.reduce(CGRect.null) { reach, member in
            reach.union(member.convert(member.bounds, to: self).insetBy(dx: -margin, dy: -margin))
        }
    }

    private func renderBackdrop(in context: CGContext) {
        guard isRenderRoot else { return }
        let members: [UIVisualEffectView]
        let spacing: CGFloat
        switch activeEffect {
        case let container as UIGlassContainerEffect:
            members = containerMembers()
            spacing = container.spacing
        default:
            members = [self]
            spacing = 0
        }
        let elements = members.compactMap { glassElement(for: $0) }
        guard !elements.isEmpty else { return }
        let traits = traitCollection
        renderer.environmentAppearance = traits.userInterfaceStyle == .dark ? .dark : .light
        renderer.accessibility = GlassAccessibility(
            reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increaseContrast: traits.accessibilityContrast == .high || UIAccessibility.isDarkerSystemColorsEnabled,
            reduceMotion: UIAccessibility.isReduceMotionEnabled)
        let now = ProcessInfo.processInfo.systemUptime
        let elapsed = lastRenderTime.map { now - $0 } ?? 1
        lastRenderTime = now
        renderer.render(GlassContainer(elements: elements, spacing: spacing), in: context, elapsed: elapsed)
        if let look = renderer.resolvedAppearance {
            for member in members where member.activeEffect is UIGlassEffect || member.activeEffect is UIBlurEffect {
                member.giveContent(look)
            }
        }
    }

    /// Vibrancy: the content takes the look the glass resolved to, so `.label` stays legible.
    private func giveContent(_ look: GlassAppearance) {
        if (activeEffect as? UIBlurEffect)?.fixedAppearance != nil { return }
        guard contentAppearance != look else { return }
        contentAppearance = look
        contentView.traitOverrides.userInterfaceStyle = look == .dark ? .dark : .light
        UIVisualEffectView.contentAppearanceChanged = true
    }

    /// The element that draws `member`'s glass, in this view's coordinates.
    private func glassElement(for member: UIVisualEffectView) -> GlassElement? {
        let frame = member === self ? bounds : member.convert(member.bounds, to: self)
        guard frame.width > 0, frame.height > 0 else { return nil }
        let configuration = member.cornerConfiguration
        let shape: GlassShape
        let radii = member.presentedCornerRadii()
        if configuration.isCapsule, radii.minXMinY >= min(frame.width, frame.height) / 2 {
            shape = .capsule(frame)
        } else {
            shape = .roundedRect(frame, cornerRadii: radii, style: .continuous)
        }
        switch member.activeEffect {
        case let glass as UIGlassEffect:
            // A member drawn by its container fades by dematerializing: its own layer's
            // opacity does not reach the container's pass (a lone glass view's does).
            let fade = member === self ? 1 : min(1, max(0, member.alpha))
            var element = GlassElement(
                shape: shape, variant: glass.style == .clear ? .clear : .regular,
                materialization: member.layer.presentedScalar(forKey: Self.materializationKey, model: 1) * fade)
            element.tint = glass.tintColor.map { GlassColor($0.resolvedColor(with: member.traitCollection)) }
            if glass.isInteractive, var interaction = member.presentedInteraction {
                interaction.touchPoint = member.convert(interaction.touchPoint, to: self)
                element.interaction = interaction
            }
            return element
        case is UIBlurEffect, is UIVibrancyEffect:
            var element = GlassElement(shape: .roundedRect(frame, cornerRadii: member.presentedCornerRadii(), style: .continuous))
            element.isFlat = true
            return element
        default:
            return nil
        }
    }

    // MARK: Feedback to the window and settings changes

    /// Set when some glass changed its content's look during a render: the window runs
    /// one more update pass and render so vibrant content matches.
    static var contentAppearanceChanged = false

    private static var live: [WeakEffectView] = []

    private static func register(_ view: UIVisualEffectView) {
        live.removeAll { $0.view == nil }
        live.append(WeakEffectView(view: view))
    }

    static func accessibilitySettingsDidChange() {
        live.removeAll { $0.view == nil }
        for entry in live { entry.view?.layer.setNeedsBackdropRender() }
    }

    private struct WeakEffectView {
        weak var view: UIVisualEffectView?
    }
}

extension GlassColor {
    /// A UIKit colour's sRGB components (extended values clamped).
    init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
    }
}
