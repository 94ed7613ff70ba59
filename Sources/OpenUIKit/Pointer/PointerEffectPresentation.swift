import Foundation

/// One pointer effect drawn on a view: the platter or tint it adds and the transform and
/// shadow it changes, restored as they were when the effect goes.
@MainActor
final class PointerEffectPresentation {
    private let effect: UIPointerEffect
    private let shape: UIPointerShape?
    private var platter: UIView?
    private var tint: UIView?
    private var saved: (transform: CGAffineTransform, shadowOpacity: Float, shadowRadius: CGFloat, shadowOffset: CGSize)?

    static let duration: TimeInterval = 0.15
    /// Views up to this size get a highlight from an automatic effect; larger ones a tint.
    static let automaticHighlightSize: CGFloat = 100

    init(effect: UIPointerEffect, shape: UIPointerShape?) {
        self.effect = effect
        self.shape = shape
    }

    private var view: UIView { effect.preview.view }

    /// What the automatic effect stands for on this view.
    private var resolved: UIPointerEffect {
        guard case .automatic(let preview) = effect else { return effect }
        let size = preview.view.bounds.size
        return max(size.width, size.height) <= Self.automaticHighlightSize
            ? .highlight(preview) : .hover(preview, preferredTintMode: .overlay, prefersShadow: false, prefersScaledContent: false)
    }

    /// Adds the effect's views, transparent, so that `apply()` can fade them in.
    func prepare() {
        saved = (view.transform, view.layer.shadowOpacity, view.layer.shadowRadius, view.layer.shadowOffset)
        switch resolved {
        case .highlight:
            addPlatter()
        case .hover(_, let tintMode, _, _):
            if tintMode == .underlay { addPlatter() }
            if tintMode == .overlay { addTint() }
        case .lift, .automatic:
            break
        }
    }

    func apply() {
        platter?.alpha = 1
        tint?.alpha = 1
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        switch resolved {
        case .lift:
            if !reduceMotion { view.transform = scaled(byPoints: 8, atMost: 0.12) }
            castShadow()
        case .hover(_, _, let prefersShadow, let prefersScaledContent):
            if prefersScaledContent, !reduceMotion { view.transform = scaled(byPoints: 6, atMost: 0.06) }
            if prefersShadow { castShadow() }
        case .highlight, .automatic:
            break
        }
    }

    func remove() {
        platter?.alpha = 0
        tint?.alpha = 0
        guard let saved else { return }
        view.transform = saved.transform
        view.layer.shadowOpacity = saved.shadowOpacity
    }

    func finishRemoving() {
        platter?.removeFromSuperview()
        tint?.removeFromSuperview()
        if let saved {
            view.layer.shadowRadius = saved.shadowRadius
            view.layer.shadowOffset = saved.shadowOffset
        }
    }

    /// A scale that grows the view by about `points`, never more than `limit` of its size.
    private func scaled(byPoints points: CGFloat, atMost limit: CGFloat) -> CGAffineTransform {
        let side = max(1, max(view.bounds.width, view.bounds.height))
        let factor = 1 + min(limit, points / side)
        return (saved?.transform ?? .identity).scaledBy(x: factor, y: factor)
    }

    private func castShadow() {
        view.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        view.layer.shadowOpacity = 0.25
        view.layer.shadowRadius = 10
        view.layer.shadowOffset = CGSize(width: 0, height: 6)
    }

    /// The platter behind the view, in the pointer's shape or around the view.
    private func addPlatter() {
        guard let container = view.superview else { return }
        let platter = UIView()
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = effect.preview.parameters.backgroundColor ?? .tertiarySystemFill
        let (rect, radius) = platterShape()
        platter.frame = view.convert(rect, to: container)
        platter.layer.cornerRadius = radius
        platter.layer.cornerCurve = .continuous
        platter.alpha = 0
        container.insertSubview(platter, belowSubview: view)
        self.platter = platter
    }

    private func platterShape() -> (CGRect, CGFloat) {
        switch shape {
        case .roundedRect(let rect, let radius): return (rect, radius)
        case .path(let path): return (path.bounds, UIPointerShape.defaultCornerRadius)
        default:
            if let path = effect.preview.parameters.visiblePath { return (path.bounds, UIPointerShape.defaultCornerRadius) }
            // A little room around the view, as the iPad pointer leaves.
            let rect = view.bounds.insetBy(dx: -6, dy: -4)
            return (rect, min(UIPointerShape.defaultCornerRadius + 2, rect.height / 2))
        }
    }

    /// A translucent fill over the view, within its rounding.
    private func addTint() {
        let tint = UIView(frame: view.bounds)
        tint.isUserInteractionEnabled = false
        tint.backgroundColor = .quaternaryLabel
        tint.layer.cornerRadius = view.layer.cornerRadius
        tint.layer.cornerCurve = view.layer.cornerCurve
        tint.alpha = 0
        view.addSubview(tint)
        self.tint = tint
    }
}
