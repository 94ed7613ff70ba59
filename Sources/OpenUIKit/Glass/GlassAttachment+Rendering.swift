import Foundation
import LiquidGlass
import OpenQuartzCore

extension GlassAttachment {
    /// Connects the compositor's backdrop pass to an attachment (the layer holds it weakly;
    /// the attachment keeps it).
    final class BackdropHook: CABackdropRendering {
        unowned let attachment: GlassAttachment
        init(attachment: GlassAttachment) { self.attachment = attachment }

        func backdropReach(for layer: CALayer, shown: LayerPresentation) -> CGRect { attachment.backdropReach(shown: shown) }

        func renderBackdrop(for layer: CALayer, in context: CGContext, shown: LayerPresentation) -> CABackdropRenderOutcome {
            attachment.renderBackdrop(in: context, shown: shown)
        }

        func prepareFollowUpPass(for layer: CALayer) { attachment.requestLookDelivery() }
    }

    /// A container's merging distance as LiquidGlass honours it (huge or non-finite
    /// spacings bounded); 0 for anything else.
    private var spacing: CGFloat {
        guard case .container(let spacing) = activeMaterial else { return 0 }
        return GlassContainer.clampedSpacing(spacing)
    }

    /// The attachments this one draws: a container's members, else itself.
    private func drawnAttachments(shown: LayerPresentation = LayerPresentation()) -> [GlassAttachment] {
        activeMaterial?.isContainer == true ? members(shown: shown) : [self]
    }

    func backdropReach(shown: LayerPresentation) -> CGRect {
        guard isRenderRoot else { return .null }
        let spacing = spacing
        // How far glass reads and writes around its members: its shadow, and a container's
        // merging distance.
        return drawnAttachments(shown: shown).reduce(CGRect.null) { reach, member in
            reach.union(GlassContainer.reach(around: frame(of: member, shown: shown), spacing: spacing))
        }
    }

    /// Renders the glass this attachment draws over what `context` holds, and remembers
    /// the look each member resolved to; asks for a follow-up pass when a content's look
    /// must change.
    func renderBackdrop(in context: CGContext, shown: LayerPresentation) -> CABackdropRenderOutcome {
        guard isRenderRoot else { return .complete }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { lastRenderDuration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        let drawn = drawnAttachments(shown: shown)
        let elements = unitingShapes(of: drawn.map { ($0, element(for: $0, shown: shown)) })
        guard !elements.isEmpty else { return .complete }
        let traits = host.resolvedTraitsForDrawing
        renderer.environmentAppearance = traits.userInterfaceStyle == .dark ? .dark : .light
        renderer.accessibility = GlassAccessibility(
            reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
            increaseContrast: traits.accessibilityContrast == .high,
            reduceMotion: UIAccessibility.isReduceMotionEnabled)
        let now = CACurrentMediaTime()
        let elapsed = lastRenderTime.map { max(0, now - $0) } ?? 1
        lastRenderTime = now
        renderer.render(GlassContainer(elements: elements, spacing: spacing), in: context, elapsed: elapsed)
        var outcome: CABackdropRenderOutcome = renderer.isAdapting ? .needsNextFrame : .complete
        guard let look = renderer.resolvedAppearance else { return outcome }
        for member in drawn where member.contentFollowsLook {
            member.resolvedLook = look
            if member.pendingContentStyle != nil { outcome.insert(.needsFollowUpPass) }
        }
        return outcome
    }

    /// The members' elements, where members sharing a union id become one element
    /// spanning their frames in the first one's look and kind of outline.
    private func unitingShapes(of members: [(GlassAttachment, GlassElement?)]) -> [GlassElement] {
        var elements: [GlassElement] = []
        var unionIndex: [AnyHashable: Int] = [:]
        for (member, element) in members {
            guard var element else { continue }
            guard let id = member.unionID else {
                elements.append(element)
                continue
            }
            if let index = unionIndex[id] {
                elements[index].shape = elements[index].shape.spanning(elements[index].shape.bounds.union(element.shape.bounds))
            } else {
                element.shape = element.shape.spanning(element.shape.bounds)
                unionIndex[id] = elements.count
                elements.append(element)
            }
        }
        return elements
    }

    /// Whether the content takes the material's adaptive look.
    private var contentFollowsLook: Bool {
        switch activeMaterial {
        case .glass: return true
        case .frost(.adaptive, _): return true
        default: return false
        }
    }

    /// The style the content should take and does not have yet, if any.
    private var pendingContentStyle: UIUserInterfaceStyle? {
        guard contentFollowsLook, let look = resolvedLook else { return nil }
        let style: UIUserInterfaceStyle = look == .dark ? .dark : .light
        return style == imposedStyle ? nil : style
    }

    /// Called between frames, outside rendering: the members whose content must change look
    /// run their trait step in the next pass, where ``deliverResolvedLook()`` applies it.
    func requestLookDelivery() {
        for member in drawnAttachments() where member.pendingContentStyle != nil {
            member.host.markPending(.traits)
        }
    }

    /// The trait step's part: gives the content the look the glass last resolved to.
    func deliverResolvedLook() {
        guard let style = pendingContentStyle else { return }
        imposeContentStyle(style)
    }

    /// The glass element that draws `member`, in this attachment's host coordinates.
    private func element(for member: GlassAttachment, shown: LayerPresentation) -> GlassElement? {
        let view = member.host
        let frame = frame(of: member, shown: shown)
        guard frame.width > 0, frame.height > 0 else { return nil }
        let size = shown.bounds(of: view.layer).size
        switch member.activeMaterial {
        case .glass(let look):
            // A member drawn by its container fades by dematerializing: its own layer's
            // opacity does not reach the container's pass (a lone glass view's does).
            let fade = member === self ? 1 : min(1, max(0, CGFloat(shown.opacity(of: view.layer))))
            var element = GlassElement(
                shape: member.glassShape(in: frame, size: size), variant: look.isThin ? .thin : look.style == .clear ? .clear : .regular,
                materialization: member.presentedMaterialization * fade * member.intensity)
            element.tint = look.tintColor.map { GlassColor($0.resolvedColor(with: view.resolvedTraitsForDrawing)) }
            if look.isInteractive, var interaction = member.presentedInteraction {
                interaction.touchPoint = shown.convert(interaction.touchPoint, from: view.layer, to: host.layer)
                element.interaction = interaction
            }
            return element
        case .frost(_, let thickness):
            var element = GlassElement(shape: member.glassShape(in: frame, size: size))
            element.isFlat = true
            element.materialThickness = thickness
            return element
        default:
            return nil
        }
    }

    /// Where `member`'s bounds lie in this attachment's host, as the frame shows them.
    private func frame(of member: GlassAttachment, shown: LayerPresentation) -> CGRect {
        shown.convert(shown.bounds(of: member.host.layer), from: member.host.layer, to: host.layer)
    }

    /// The member's outline placed at `frame` (its bounds in the render root's space), for
    /// a host shown at `size`.
    private func glassShape(in frame: CGRect, size: CGSize) -> GlassShape {
        switch shape {
        case .cornerConfiguration:
            let radii = host.presentedCornerRadii(size: size)
            if host.cornerConfiguration.isCapsule, radii.minXMinY >= min(frame.width, frame.height) / 2 {
                return .capsule(frame)
            }
            return .roundedRect(frame, cornerRadii: radii, style: .continuous)
        case .ellipse:
            return .ellipse(frame)
        case .path(let path):
            var offset = CGAffineTransform(translationX: frame.minX - host.bounds.minX, y: frame.minY - host.bounds.minY)
            return .path(path.copy(using: &offset) ?? path)
        }
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
