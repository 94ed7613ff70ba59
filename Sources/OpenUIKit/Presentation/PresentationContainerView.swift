import Foundation

/// The view a presentation happens in: it covers the window above the presenting
/// content, holds the dimming and the presented view, asks its presentation controller to
/// lay them out, and turns taps outside the presented content into dismissal requests.
@MainActor
final class PresentationContainerView: UIView {
    private(set) weak var presentation: UIPresentationController?
    /// The shade over the presenting content; hidden until a presentation asks for it.
    let dimmingView = UIView()

    init(presentation: UIPresentationController, frame: CGRect) {
        self.presentation = presentation
        super.init(frame: frame)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.isUserInteractionEnabled = false
        dimmingView.isHidden = true
        addSubview(dimmingView)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.actions.append { [weak self] recognizer in self?.tapped(recognizer) }
        addGestureRecognizer(tap)
        // What the presentation covers is out of VoiceOver's reach while it shows.
        accessibilityViewIsModal = true
    }

    required convenience init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimmingView.frame = bounds
        guard let presentation else { return }
        presentation.containerViewWillLayoutSubviews()
        presentation.layoutViews(in: self)
        presentation.containerViewDidLayoutSubviews()
    }

    /// Touches outside the presented content land on the container (and so dismiss or are
    /// swallowed), unless the presentation lets them through to the content underneath.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        return presentation?.passesTouchesThrough(at: point) == true ? nil : self
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let presentation, presentation.dismissesOnTapOutside,
              recognizer.trackedTouches.first?.view === self
        else { return }
        presentation.userRequestedDismissal()
    }
}
