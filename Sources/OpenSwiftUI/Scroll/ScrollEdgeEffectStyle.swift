import Foundation

/// The look of the effect where scrolling content meets a bar or a floating control
/// (iOS 26): a soft fade and blur, or a hard cut-off with a line.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, soft, hard }
    let kind: Kind

    /// The system's choice for the context.
    public static let automatic = ScrollEdgeEffectStyle(kind: .automatic)
    /// A progressive blur and fade, strongest at the edge.
    public static let soft = ScrollEdgeEffectStyle(kind: .soft)
    /// A nearly opaque cut-off ending in a dividing line.
    public static let hard = ScrollEdgeEffectStyle(kind: .hard)

    @MainActor var uiKit: UIScrollEdgeEffect.Style {
        switch kind {
        case .automatic: .automatic
        case .soft: .soft
        case .hard: .hard
        }
    }
}

/// The edge effects the scroll views inside take: a style and whether it is hidden, per edge.
struct ScrollEdgeEffects: Equatable {
    var styles: [Edge: ScrollEdgeEffectStyle] = [:]
    var hidden: Set<Edge> = []

    /// Sets `scrollView`'s four effects (leading and trailing follow the layout direction).
    @MainActor func apply(to scrollView: UIScrollView, layoutDirection: LayoutDirection) {
        let rightToLeft = layoutDirection == .rightToLeft
        let effects: [(Edge, UIScrollEdgeEffect)] = [
            (.top, scrollView.topEdgeEffect), (.bottom, scrollView.bottomEdgeEffect),
            (rightToLeft ? .trailing : .leading, scrollView.leftEdgeEffect),
            (rightToLeft ? .leading : .trailing, scrollView.rightEdgeEffect),
        ]
        for (edge, effect) in effects {
            let style = (styles[edge] ?? .automatic).uiKit
            if effect.style != style { effect.style = style }
            let isHidden = hidden.contains(edge)
            if effect.isHidden != isHidden { effect.isHidden = isHidden }
        }
    }
}

private struct ScrollEdgeEffectsKey: EnvironmentKey {
    static var defaultValue: ScrollEdgeEffects { ScrollEdgeEffects() }
}

extension EnvironmentValues {
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

extension View {
    /// The look of the scroll edge effects on `edges` of the scroll views inside; `nil`
    /// for the system's.
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }
    ///     .scrollEdgeEffectStyle(.hard, for: .top)
    /// ```
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { effects.styles[edge] = style }
        }
    }

    /// Hides (or shows again) the scroll edge effects on `edges` of the scroll views inside.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
                if hidden { effects.hidden.insert(edge) } else { effects.hidden.remove(edge) }
            }
        }
    }
}
