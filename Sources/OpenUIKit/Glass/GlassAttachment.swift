import Foundation
import LiquidGlass
import OpenQuartzCore

/// Liquid Glass, or a plain frosted material, carried by a view: its material, shape,
/// press and materialization state, the content whose look follows it, and whether it
/// renders with an enclosing container.
///
/// Internal to OpenUIKit, and the only way a view gets glass: `UIVisualEffectView` is one
/// client; bars, sheets, popovers and SwiftUI's `glassEffect` attach glass the same way.
/// The attachment installs the host layer's backdrop hook, so the compositor calls it after
/// everything beneath the view. What it resolves while rendering (the adaptive light or
/// dark look) is kept here and handed to the content in the next pass's trait step.
@MainActor
package final class GlassAttachment {
    /// What the attachment draws.
    package enum Material {
        /// Liquid Glass.
        case glass(GlassLook)
        /// Renders the glass in `members(of:)` together, merging within `spacing` points.
        case container(spacing: CGFloat)
        /// A flat frosted material (blur and vibrancy effects, SwiftUI's materials), of a
        /// thickness (`nil`: the plain frost vibrancy shows).
        case frost(ContentLook, MaterialThickness? = nil)

        package var isGlass: Bool {
            if case .glass = self { return true }
            return false
        }

        package var isContainer: Bool {
            if case .container = self { return true }
            return false
        }
    }

    /// The look of one piece of glass.
    package struct GlassLook {
        package var style: UIGlassEffect.Style = .regular
        package var tintColor: UIColor?
        package var isInteractive = false
        /// The thinner glass for surfaces that animate all the time (SwiftUI's `Glass.thin`).
        package var isThin = false

        package init(style: UIGlassEffect.Style = .regular, tintColor: UIColor? = nil, isInteractive: Bool = false, isThin: Bool = false) {
            self.style = style
            self.tintColor = tintColor
            self.isInteractive = isInteractive
            self.isThin = isThin
        }
    }

    /// How content over a frosted material takes its light or dark look.
    package enum ContentLook: Equatable {
        /// It follows the material's adaptive look.
        case adaptive
        /// It always has this look.
        case fixed(UIUserInterfaceStyle)
        /// It keeps the look it inherits.
        case inherited
    }

    /// The outline of the glass.
    package enum Shape {
        /// The host's corner configuration (a capsule when none is set), animating with it.
        case cornerConfiguration
        /// The ellipse inscribed in the host's bounds.
        case ellipse
        /// A path in the host's coordinates.
        case path(CGPath)
    }

    /// The view that carries the glass. It owns the attachment.
    package unowned(unsafe) let host: UIView
    /// The view whose subtree sits on the glass and takes its look (vibrancy by traits);
    /// also where a container finds its members.
    package let content: UIView

    /// The material as the model has it; `nil`: none.
    package private(set) var material: Material?
    /// Glass still dematerializing after the material was removed in an animation.
    var fadingMaterial: Material?
    /// How strongly the glass shows, 0...1, on top of its materialization (a bar's
    /// `preferredGlassEffectIntensity`).
    package var intensity: CGFloat = 1 {
        didSet {
            guard intensity != oldValue else { return }
            host.layer.setNeedsBackdropRender()
            setNeedsRender()
        }
    }
    /// Glass of a container's members sharing a union id draws as one shape spanning them
    /// all (SwiftUI's `glassEffectUnion`). `nil`: its own shape.
    package var unionID: AnyHashable? {
        didSet { if unionID != oldValue { setNeedsRender() } }
    }
    /// The outline.
    package var shape: Shape = .cornerConfiguration {
        didSet { setNeedsRender() }
    }

    /// The press as set by touches (where it is heading; what is drawn follows a spring).
    var interaction: GlassInteraction? {
        didSet { interactionDidChange(from: oldValue) }
    }

    /// Where the glass was last touched: the glow fades out from there after release.
    var lastTouchPoint: CGPoint?

    let renderer = GlassRenderer()
    /// The look the renderer resolved in the last frame, not yet given to the content.
    var resolvedLook: GlassAppearance?
    /// The style the attachment last imposed on its content; `nil`: none.
    private(set) var imposedStyle: UIUserInterfaceStyle?
    /// How long the last backdrop render of this attachment took, in seconds (what a glass
    /// audit reports as the glass's frame cost).
    package var lastRenderDuration: Double = 0
    /// The media time of the last render, for the adaptation's smoothing.
    var lastRenderTime: CFTimeInterval?
    private var hook: BackdropHook?

    /// Attaches a material to `host`, with `content` (the host itself by default) taking
    /// its look.
    package init(host: UIView, content: UIView? = nil) {
        self.host = host
        self.content = content ?? host
        let hook = BackdropHook(attachment: self)
        self.hook = hook
        host.layer.backdropRenderer = hook
    }

    /// Changes the material; inside an animation block glass appearing materializes and
    /// glass removed dematerializes.
    package func setMaterial(_ newMaterial: Material?) {
        let old = activeMaterial
        material = newMaterial
        animateMaterialization(from: old)
        switch newMaterial {
        case .frost(.fixed(let style), _): imposeContentStyle(style)
        case nil, .container: imposeContentStyle(nil)
        default: break
        }
        renderer.resetAdaptation()
        host.layer.setNeedsBackdropRender()
        setNeedsRender()
    }

    /// The material drawn now: the model's, or glass still dematerializing.
    package var activeMaterial: Material? {
        if let material { return material }
        return isMaterializing ? fadingMaterial : nil
    }

    /// The glass look drawn now, if the active material is glass.
    var activeGlass: GlassLook? {
        if case .glass(let look) = activeMaterial { return look }
        return nil
    }

    /// Gives the content a light or dark look (`nil`: its inherited one). The override is
    /// set only when it changes, so the content's traits are not invalidated needlessly.
    func imposeContentStyle(_ style: UIUserInterfaceStyle?) {
        guard style != imposedStyle else { return }
        imposedStyle = style
        content.traitOverrides.userInterfaceStyle = style ?? .unspecified
    }

    /// Tells the compositor the glass that draws this attachment must render again.
    package func setNeedsRender() {
        renderRoot?.host.layer.setNeedsBackdropRender()
    }

    // MARK: Shape

    /// The corner configuration glass has before one is set: a capsule.
    var defaultCornerConfiguration: UICornerConfiguration? {
        activeMaterial?.isGlass == true ? .capsule() : nil
    }

    /// Whether the host's shape comes from its corner configuration even when none is set.
    var hasIntrinsicCorners: Bool { activeMaterial?.isGlass == true }

    // MARK: Membership

    /// The container this glass renders with, when it sits in a glass container's content.
    package var enclosingContainer: GlassAttachment? {
        guard activeMaterial?.isGlass == true else { return nil }
        var node = host.superview
        while let current = node {
            if let other = current.glassAttachment {
                if other.activeMaterial?.isContainer == true, host.isDescendant(of: other.content) { return other }
                if other.activeMaterial?.isGlass == true { return nil }
            }
            node = current.superview
        }
        return nil
    }

    /// The attachment whose backdrop pass draws this one: its container, else itself.
    package var renderRoot: GlassAttachment? {
        guard let material = activeMaterial else { return nil }
        return material.isGlass ? (enclosingContainer ?? self) : self
    }

    /// Whether this attachment draws in its own backdrop pass.
    var isRenderRoot: Bool {
        guard let material = activeMaterial else { return false }
        return material.isGlass ? enclosingContainer == nil : true
    }

    /// The glass a container renders: visible glass in its content (as `shown`: a member
    /// fading out still shows), not inside other glass or another container.
    package func members(shown: LayerPresentation = LayerPresentation()) -> [GlassAttachment] {
        var found: [GlassAttachment] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, shown.opacity(of: view.layer) > 0 else { return }
            if let attachment = view.glassAttachment, view !== host {
                if attachment.activeMaterial?.isGlass == true {
                    found.append(attachment)
                    return
                }
                if attachment.activeMaterial?.isContainer == true { return }
            }
            for child in view.subviews { visit(child) }
        }
        if content === host {
            for child in host.subviews { visit(child) }
        } else {
            visit(content)
        }
        return found
    }
}
