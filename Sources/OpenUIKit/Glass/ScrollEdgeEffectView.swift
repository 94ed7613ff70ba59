import Foundation
import LiquidGlass
import OpenQuartzCore

/// The band along a scroll view's edge where its content gives way to floating elements:
/// a view above the content whose layer renders `ScrollEdgeEffect` over what lies beneath.
@MainActor
final class ScrollEdgeEffectView: UIView {
    /// Connects the compositor's backdrop pass to the view (the layer holds it weakly).
    final class BackdropHook: CABackdropRendering {
        weak var view: ScrollEdgeEffectView?

        /// With Reduce Transparency every effect covers the content firmly (read at render
        /// time: changing the setting re-renders backdrops).
        func renderBackdrop(for layer: CALayer, in context: CGContext, shown: LayerPresentation) -> CABackdropRenderOutcome {
            guard var effect = view?.effect else { return .complete }
            if UIAccessibility.isReduceTransparencyEnabled { effect.style = .hard }
            effect.render(in: context, bounds: shown.bounds(of: layer))
            return .complete
        }

        func backdropReach(for layer: CALayer, shown: LayerPresentation) -> CGRect { shown.bounds(of: layer) }
        func prepareFollowUpPass(for layer: CALayer) {}
    }

    private var effect: ScrollEdgeEffect? {
        didSet { if effect != oldValue { layer.setNeedsBackdropRender() } }
    }
    private let hook = BackdropHook()

    /// Shows the effect along `edge` of `bounds` (the scroll view's visible area), as deep
    /// as floating elements reach, dissolving content into `background`; the view takes
    /// the band the effect covers.
    func show(edge: UIRectEdge, hard: Bool, depth: CGFloat, background: UIColor, in bounds: CGRect) {
        let rendered = ScrollEdgeEffect(edge: Self.edge(edge), style: hard ? .hard : .soft, depth: depth,
                                        background: GlassColor(background.resolvedColor(with: resolvedTraitsForDrawing)))
        effect = rendered
        let band = rendered.band(in: bounds)
        if frame != band { frame = band }
    }

    private static func edge(_ edge: UIRectEdge) -> ScrollEdgeEffect.Edge {
        switch edge {
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        default: .top
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        hook.view = self
        layer.backdropRenderer = hook
    }
}
