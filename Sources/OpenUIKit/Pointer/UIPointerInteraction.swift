import Foundation

/// Gives a view effects while the pointer (a mouse or touchpad) is over it: a highlight
/// platter, a lift, or a tinted hover, region by region as its delegate decides.
///
/// ```swift
/// let pointer = UIPointerInteraction(delegate: self)
/// card.addInteraction(pointer)
/// ```
///
/// Without a delegate, or with one that leaves the defaults, the whole view is one region
/// with an automatic effect: a highlight for small views, a tint for large ones.
///
/// Differs from UIKit: the host's cursor keeps its own look (shapes draw a highlight's
/// platter; hidden pointers stay visible), and regions do not latch to axes.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The object shaping the interaction (held weakly).
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// Whether the pointer gives effects; turning it off takes any effect away.
    open var isEnabled = true {
        didSet { if !isEnabled { pointerLeft() } }
    }

    private var region: UIPointerRegion?
    private var effect: PointerEffectPresentation?
    /// The pointer's last location in the view, to ask again after `invalidate()`.
    private var lastLocation: CGPoint?

    /// An interaction shaped by `delegate`, or with UIKit's defaults when `nil`.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        pointerLeft()
    }

    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Asks the delegate again for the region and style where the pointer is.
    open func invalidate() {
        guard let location = lastLocation else { return }
        leaveRegion()
        pointerMoved(to: location, modifiers: [])
    }

    // MARK: Following the pointer

    /// The pointer is at `location` in the view.
    /// The style of the region the pointer is in (`nil` outside any, or when the delegate
    /// gave none: the system pointer).
    private(set) var currentStyle: UIPointerStyle?

    func pointerMoved(to location: CGPoint, modifiers: UIKeyModifierFlags) {
        guard isEnabled, let view else { return }
        lastLocation = location
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let wanted = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion) } ?? defaultRegion
        if let region, let wanted, region.isSameRegion(as: wanted) { return }
        leaveRegion()
        guard let wanted else { return }
        enter(wanted, in: view)
    }

    /// The pointer left the view (or the window).
    func pointerLeft() {
        lastLocation = nil
        leaveRegion()
    }

    private func enter(_ region: UIPointerRegion, in view: UIView) {
        self.region = region
        let style = delegate.map { $0.pointerInteraction(self, styleFor: region) }
            ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
        currentStyle = style
        let animator = InteractionAnimator(previewViewController: nil)
        delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        if let style, let effect = style.effect {
            self.effect = PointerEffectPresentation(effect: effect, shape: style.shape)
        }
        animateEffect(appearing: true, animator: animator)
    }

    private func leaveRegion() {
        guard let region else { return }
        self.region = nil
        currentStyle = nil
        let animator = InteractionAnimator(previewViewController: nil)
        delegate?.pointerInteraction(self, willExit: region, animator: animator)
        animateEffect(appearing: false, animator: animator)
        effect = nil
    }

    private func animateEffect(appearing: Bool, animator: InteractionAnimator) {
        let effect = self.effect
        if appearing { effect?.prepare() }
        UIView.animate(withDuration: PointerEffectPresentation.duration, animations: {
            if appearing { effect?.apply() } else { effect?.remove() }
            animator.animations.forEach { $0() }
        }, completion: { _ in
            if !appearing { effect?.finishRemoving() }
            animator.runCompletions()
        })
    }
}
