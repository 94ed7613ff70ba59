import Foundation

/// The Liquid Glass panel sheets and popovers show their content on: glass, an opaque fill
/// that fades in over it (a sheet at full height, a popover's `backgroundColor`), the
/// content clipped to the panel's corners, and a sheet's grabber.
@MainActor
final class PresentationChromeView: UIView, ScrollDragClaiming {
    let glass = UIVisualEffectView(effect: UIGlassEffect())
    /// The opaque fill; its alpha is how opaque the panel is.
    let fillView = UIView()
    /// Holds the content, clipped to the corners; its alpha fades the content in and out.
    let contentHolder = UIView()
    let grabber = UIView()
    static let grabberSize = CGSize(width: 36, height: 5)
    /// Decides which drags in the panel's scrolling content move the panel (a sheet's).
    var scrollDragClaim: ((UIScrollView, CGPoint) -> Bool)?

    func claimsDrag(of scrollView: UIScrollView, moving translation: CGPoint) -> Bool {
        scrollDragClaim?(scrollView, translation) ?? false
    }

    /// The presented content, filling the panel unless `contentSize` pins its size.
    var content: UIView? {
        didSet {
            guard content !== oldValue else { return }
            if oldValue?.superview === contentHolder { oldValue?.removeFromSuperview() }
            if let content { contentHolder.addSubview(content) }
            setNeedsLayout()
        }
    }

    /// A size the content keeps, centred, while the panel changes size (a popover growing
    /// out of its source); `nil` fills the panel.
    var contentSize: CGSize? {
        didSet { setNeedsLayout() }
    }

    /// The panel's corners; the glass, fill and content all follow them.
    var corners = UICornerConfiguration.fixed(0) {
        didSet {
            for view in [glass, fillView, contentHolder] as [UIView] { view.cornerConfiguration = corners }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        fillView.backgroundColor = .systemBackground
        fillView.alpha = 0
        fillView.isUserInteractionEnabled = false
        contentHolder.clipsToBounds = true
        fillView.clipsToBounds = true
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(glass)
        glass.contentView.addSubview(fillView)
        glass.contentView.addSubview(contentHolder)
        addSubview(grabber)
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Shows the panel (glass materialized, the content in, the fill at `fillOpacity`) or
    /// takes it away (no glass, nothing showing); set inside an animation to grow a panel
    /// out of its source or fade it.
    func setMaterialized(_ materialized: Bool, fillOpacity: CGFloat) {
        glass.effect = materialized ? UIGlassEffect() : nil
        contentHolder.alpha = materialized ? 1 : 0
        fillView.alpha = materialized ? fillOpacity : 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glass.frame = bounds
        fillView.frame = bounds
        contentHolder.frame = bounds
        if let content {
            if let size = contentSize {
                content.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                       width: size.width, height: size.height)
            } else {
                content.frame = bounds
            }
        }
        let grabberSize = Self.grabberSize
        grabber.frame = CGRect(x: (bounds.width - grabberSize.width) / 2, y: 5, width: grabberSize.width, height: grabberSize.height)
    }
}

extension UIView {
    /// Whether this is the system's glass panel of a sheet, popover, alert or menu (its
    /// glass is the platform's, not the app's, for the glass audit).
    package var isPresentationPanel: Bool { self is PresentationChromeView }
}
