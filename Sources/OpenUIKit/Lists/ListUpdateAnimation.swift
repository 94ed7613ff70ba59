import Foundation

/// How one view of a list moves in an animated update: from where and how opaque it
/// was to where and how opaque it ends.
struct ViewTransition {
    let view: UIView
    var from: CGRect
    var fromAlpha: CGFloat
    var to: CGRect
    var toAlpha: CGFloat
}

/// Animates the views of a collection or table view from before an update to after it:
/// kept views move, new ones come in, removed ones go out, all in one animation.
@MainActor
enum ListUpdateAnimation {
    static let duration: TimeInterval = 0.3

    /// Puts each view at its start, then animates it to its end.
    static func run(_ transitions: [ViewTransition], completion: @escaping (Bool) -> Void) {
        for transition in transitions {
            transition.view.frame = transition.from
            transition.view.alpha = transition.fromAlpha
        }
        UIView.animate(withDuration: duration, animations: {
            for transition in transitions {
                transition.view.frame = transition.to
                transition.view.alpha = transition.toAlpha
            }
        }, completion: completion)
    }

    /// The shift of the kept views (the last one's), by which views that scroll into
    /// place start out.
    static func slide(of transitions: [ViewTransition]) -> CGVector {
        guard let last = transitions.last else { return .zero }
        return CGVector(dx: last.to.minX - last.from.minX, dy: last.to.minY - last.from.minY)
    }
}
