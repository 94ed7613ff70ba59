import Foundation
import LiquidGlass
import OpenQuartzCore

extension GlassAttachment {
    /// The animation key of the press response.
    static let pressKey = "glassPress"

    /// Presses interactive glass at `point` (host coordinates), or releases it (`nil`).
    /// Glass that is not interactive ignores it.
    package func press(at point: CGPoint?) {
        guard activeGlass?.isInteractive == true else { return }
        interaction = point.map { GlassInteraction(progress: 1, touchPoint: $0) }
    }

    /// Moves the glow of a press in progress to `point` (host coordinates).
    package func movePress(to point: CGPoint) {
        guard activeGlass?.isInteractive == true, interaction != nil else { return }
        interaction?.touchPoint = point
    }

    /// How far the press response is now (0 at rest, 1 pressed; a spring overshoots a little).
    package var presentedPressProgress: CGFloat {
        host.layer.presentedScalar(forKey: Self.pressKey, model: interaction?.progress ?? 0)
    }

    /// The press as drawn now: progress on its spring, at the last touch point.
    var presentedInteraction: GlassInteraction? {
        let progress = presentedPressProgress
        guard progress > 0.001, let point = interaction?.touchPoint ?? lastTouchPoint else { return nil }
        return GlassInteraction(progress: progress, touchPoint: point)
    }

    func interactionDidChange(from old: GlassInteraction?) {
        if let point = interaction?.touchPoint { lastTouchPoint = point }
        let before = old?.progress ?? 0, after = interaction?.progress ?? 0
        if before != after { springPress(from: before, to: after) }
        setNeedsRender()
    }

    /// Touch-down swells the glass with a springy response and release settles it back;
    /// under Reduce Motion the response is a short plain ramp with no bounce.
    private func springPress(from old: CGFloat, to new: CGFloat) {
        let layer = host.layer
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
}
