import Foundation
import LiquidGlass
@_spi(OpenUIKit) import OpenQuartzCore

/// The band along a scroll view's edge where its content gives way to floating elements:
/// a view above the content whose layer renders `ScrollEdgeEffect` over what lies beneath.
@MainActor
final class ScrollEdgeEffectView: UIView {
    /// Connects the compositor's backdrop pass to the view (the layer holds it weakly).
    final class BackdropHook: CABackdropRendering {
        weak var view: ScrollEdgeEffectView?

        /// With Reduce Transparency every effect covers the content firmly (read at render
        /// time: changing the setting re-renders backdrops).
        func renderBackdrop(for layer: CALayer, in context: CGContext) -> CABackdropRenderOutcome {
            guard var effect = view?.effect else { return .complete }
            if UIAccessibility.isReduceTransparencyEnabled { effect.style = .hard }
            effect.render(in: context, bounds: layer.bounds)
            return .complete
        }

        func backdropReach(for layer: CALayer) -> CGRect { layer.bounds }
        func prepareFollowUpPass(for layer: CALayer) {}
    }

    var effect: ScrollEdgeEffect? {
        didSet { if effect != oldValue { layer.setNeedsBackdropRender() } }
    }
    private let hook = BackdropHook()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        hook.view = self
        layer.backdropRenderer = hook
    }
}
