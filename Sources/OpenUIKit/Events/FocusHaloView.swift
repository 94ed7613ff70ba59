import Foundation

/// The ring around the view keyboard focus rests on: the tint colour, a little outside the
/// view, following its rounding. It sits in the view (or, for a view that clips, beside it
/// in its superview) so it moves with it.
@MainActor
final class FocusHaloView: UIView {
    static let gap: CGFloat = 3
    static let width: CGFloat = 3

    init(around view: UIView) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        layer.borderWidth = Self.width
        layer.borderColor = (view.tintColor ?? .systemBlue).cgColor
        layer.cornerCurve = .continuous
        let outset = Self.gap + Self.width
        let ring = view.bounds.insetBy(dx: -outset, dy: -outset)
        let radius = view.layer.cornerRadius > 0 ? view.layer.cornerRadius + outset : min(ring.height / 2, 10)
        layer.cornerRadius = radius
        if view.clipsToBounds, let container = view.superview {
            frame = view.convert(ring, to: container)
            container.insertSubview(self, aboveSubview: view)
        } else {
            frame = ring
            view.addSubview(self)
        }
    }

    required init?(coder: NSCoder) { nil }
}
