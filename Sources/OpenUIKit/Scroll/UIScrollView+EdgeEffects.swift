import Foundation

/// A scroll view's weak hold on a container interaction shaping its edge effects.
struct WeakEdgeElementContainer {
    weak var interaction: UIScrollEdgeElementContainerInteraction?
}

extension UIScrollView {
    private static let edges: [UIRectEdge] = [.top, .bottom, .left, .right]

    func registerEdgeElementContainer(_ interaction: UIScrollEdgeElementContainerInteraction) {
        edgeElementContainers.removeAll { $0.interaction == nil || $0.interaction === interaction }
        edgeElementContainers.append(WeakEdgeElementContainer(interaction: interaction))
        setNeedsLayout()
    }

    func unregisterEdgeElementContainer(_ interaction: UIScrollEdgeElementContainerInteraction) {
        edgeElementContainers.removeAll { $0.interaction == nil || $0.interaction === interaction }
        setNeedsLayout()
    }

    private func edgeEffect(for edge: UIRectEdge) -> UIScrollEdgeEffect {
        switch edge {
        case .bottom: bottomEdgeEffect
        case .left: leftEdgeEffect
        case .right: rightEdgeEffect
        default: topEdgeEffect
        }
    }

    /// Places an effect band along each edge that floating elements overlap, as deep as
    /// they reach, while content is scrolled under it; removes the bands of edges nothing
    /// overlaps, with no content under them, or whose effect is hidden.
    func updateEdgeEffects() {
        guard !edgeElementContainers.isEmpty || !edgeEffectViews.isEmpty else { return }
        for entry in edgeElementContainers { entry.interaction?.scrollViewDidLayout?(self) }
        let depths = overlapDepths()
        let background = effectBackground
        for edge in Self.edges {
            let effect = edgeEffect(for: edge)
            let depth = depths[edge.rawValue] ?? 0
            guard depth > 0, !effect.isHidden, hasContentUnder(edge, depth: depth) else {
                edgeEffectViews.removeValue(forKey: edge.rawValue)?.removeFromSuperview()
                continue
            }
            let view = edgeEffectViews[edge.rawValue] ?? makeEdgeEffectView(for: edge)
            // Automatic is the soft style on iPhone and iPad.
            view.show(edge: edge, hard: effect.style == .hard, depth: depth, background: background, in: bounds)
        }
    }

    /// Whether content (the area from the origin to `contentSize`, not the insets around
    /// it) lies within `depth` of `edge`: iOS shows the effect as soon as content is under
    /// the bar and not at rest, so a header placed in the content inset stays sharp.
    private func hasContentUnder(_ edge: UIRectEdge, depth: CGFloat) -> Bool {
        let tolerance: CGFloat = 0.5
        // Only the extent along the edge's axis counts: a vertical list may leave its
        // content width at zero.
        let (start, end, viewStart, viewEnd): (CGFloat, CGFloat, CGFloat, CGFloat) = switch edge {
        case .top, .bottom: (0, contentSize.height, bounds.minY, bounds.maxY)
        default: (0, contentSize.width, bounds.minX, bounds.maxX)
        }
        guard end > start else { return false }
        switch edge {
        case .top, .left: return min(end, viewStart + depth) - max(start, viewStart) > tolerance
        default: return min(end, viewEnd) - max(start, viewEnd - depth) > tolerance
        }
    }

    private func makeEdgeEffectView(for edge: UIRectEdge) -> ScrollEdgeEffectView {
        let view = ScrollEdgeEffectView(frame: .zero)
        edgeEffectViews[edge.rawValue] = view
        super.addSubview(view)
        keepIndicatorsOnTop()
        return view
    }

    /// How deep the registered containers' visible elements reach into the visible area
    /// from each edge they float over.
    private func overlapDepths() -> [UIRectEdge.RawValue: CGFloat] {
        edgeElementContainers.removeAll { $0.interaction == nil }
        var depths: [UIRectEdge.RawValue: CGFloat] = [:]
        let visible = bounds
        for entry in edgeElementContainers {
            guard let interaction = entry.interaction, interaction.contributesEdgeEffect, let container = interaction.view, let window,
                  container.window === window, !container.isHidden, container.alpha > 0.01 else { continue }
            let elements = container.subviews.filter { !$0.isHidden && $0.alpha > 0.01 }
            for element in elements.isEmpty ? [container] : elements {
                let frame = element.convert(element.bounds, to: self).intersection(visible)
                guard !frame.isNull, !frame.isEmpty else { continue }
                for edge in Self.edges where interaction.edge.contains(edge) {
                    let reach: CGFloat = switch edge {
                    case .top: frame.maxY - visible.minY
                    case .bottom: visible.maxY - frame.minY
                    case .left: frame.maxX - visible.minX
                    default: visible.maxX - frame.minX
                    }
                    depths[edge.rawValue] = max(depths[edge.rawValue] ?? 0, reach)
                }
            }
        }
        return depths
    }

    /// The colour content dissolves into: the first opaque background from the scroll view out.
    private var effectBackground: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current.backgroundColor, color.cgColor.alpha > 0.01 { return color }
            view = current.superview
        }
        return .systemBackground
    }
}
