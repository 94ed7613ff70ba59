import Foundation

/// What the pointer is over in one window: the hover recognizers it is inside and the
/// pointer interaction showing an effect. Told each pointer move (and when it leaves).
@MainActor
final class HoverTracker {
    private var hovered: [UIHoverGestureRecognizer] = []
    private weak var interaction: UIPointerInteraction?

    /// The pointer moved to `location` (window coordinates), or left the window (`nil`).
    func pointerMoved(to location: CGPoint?, in window: UIWindow, modifiers: UIKeyModifierFlags) {
        let chain = location.flatMap { window.hitTest($0, with: nil) }.map(Self.ancestry) ?? []
        updateRecognizers(chain: chain, location: location)
        updateInteraction(chain: chain, location: location, window: window, modifiers: modifiers)
    }

    private static func ancestry(of view: UIView) -> [UIView] {
        var chain: [UIView] = []
        var current: UIView? = view
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    private func updateRecognizers(chain: [UIView], location: CGPoint?) {
        let inside = chain.flatMap { view in
            (view.gestureRecognizers ?? []).compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
        }
        for recognizer in hovered where !inside.contains(where: { $0 === recognizer }) { recognizer.pointerLeft() }
        if let location { for recognizer in inside { recognizer.pointerMoved(to: location) } }
        hovered = inside
    }

    private func updateInteraction(chain: [UIView], location: CGPoint?, window: UIWindow, modifiers: UIKeyModifierFlags) {
        let innermost = chain.lazy.compactMap { view in
            view.interactions.lazy.compactMap { $0 as? UIPointerInteraction }.first { $0.isEnabled }
        }.first
        if let interaction, interaction !== innermost { interaction.pointerLeft() }
        interaction = innermost
        if let innermost, let location, let view = innermost.view {
            innermost.pointerMoved(to: window.convert(location, to: view), modifiers: modifiers)
        }
    }
}
