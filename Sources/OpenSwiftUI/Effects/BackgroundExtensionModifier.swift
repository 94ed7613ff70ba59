import Foundation
import OpenUIKit

extension View {
    /// Extends the view into the safe area around it: on each edge that meets the safe
    /// area's boundary, a mirrored copy of the view fills the inset (under the status bar,
    /// a sidebar or an inspector), blurred, so the view works as a background that reaches
    /// the window's edges while its content stays in the safe area.
    ///
    /// ```swift
    /// BannerImage()
    ///     .backgroundExtensionEffect()
    /// ```
    public func backgroundExtensionEffect() -> some View {
        modifier(BackgroundExtensionModifier(isEnabled: true))
    }

    /// The background extension effect, on or off.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
        modifier(BackgroundExtensionModifier(isEnabled: isEnabled))
    }
}

/// Lays its content out in a view that draws the mirrored, blurred copies around it.
struct BackgroundExtensionModifier: PrimitiveModifier {
    let isEnabled: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: BackgroundExtensionView.self, hostsChildren: true) { BackgroundExtensionView() }
        view.isEnabled = isEnabled
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
        // The content may have changed: the copies are drawn again from it.
        view.copies.setNeedsDisplay()
    }
}

/// Holds the content and, behind it, the view that draws its copies into the safe area
/// (laid out again when the safe area changes).
final class BackgroundExtensionView: UIView, SafeAreaDependentLayout {
    let copies = BackgroundExtensionCopiesView()
    var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        copies.owner = self
        addSubview(copies)
    }

    required init?(coder: NSCoder) { nil }

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== copies { sendSubviewToBack(copies) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The node lays the content's views out in this view and may take others away.
        if copies.superview !== self { insertSubview(copies, at: 0) }
        let depths = isEnabled ? extensionDepths() : .zero
        copies.isHidden = depths == .zero
        let frame = CGRect(x: -depths.left, y: -depths.top, width: bounds.width + depths.left + depths.right,
                           height: bounds.height + depths.top + depths.bottom)
        // Mirroring and blurring costs per pixel: only a new reach or size draws again
        // (a content update asks for its own redraw).
        guard copies.depths != depths || copies.frame != frame else { return }
        copies.depths = depths
        copies.frame = frame
        copies.setNeedsDisplay()
    }

    /// How far the copies reach past each edge: to the window's edge, on edges that lie on
    /// the safe area's boundary (within a point) where there is an inset.
    private func extensionDepths() -> UIEdgeInsets {
        guard let window, bounds.width > 0, bounds.height > 0 else { return .zero }
        let frame = convert(bounds, to: window)
        let insets = window.safeAreaInsets
        let safe = window.bounds.inset(by: insets)
        guard frame.minX.isFinite, frame.maxX.isFinite, frame.minY.isFinite, frame.maxY.isFinite else { return .zero }
        func depth(_ inset: CGFloat, _ edge: CGFloat, _ boundary: CGFloat, _ reach: CGFloat) -> CGFloat {
            inset > 0 && abs(edge - boundary) <= 1 ? max(0, reach) : 0
        }
        return UIEdgeInsets(
            top: depth(insets.top, frame.minY, safe.minY, frame.minY - window.bounds.minY),
            left: depth(insets.left, frame.minX, safe.minX, frame.minX - window.bounds.minX),
            bottom: depth(insets.bottom, frame.maxY, safe.maxY, window.bounds.maxY - frame.maxY),
            right: depth(insets.right, frame.maxX, safe.maxX, window.bounds.maxX - frame.maxX))
    }
}

/// Draws the content mirrored across each extended edge and blurred, only outside the
/// content's own frame.
final class BackgroundExtensionCopiesView: UIView {
    weak var owner: BackgroundExtensionView?
    var depths = UIEdgeInsets.zero
    /// How soft the copies are, in points.
    private static let blurRadius: CGFloat = 18

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let owner, depths != .zero, let context = UIGraphicsGetCurrentContext(),
              let content = renderContent(of: owner) else { return }
        let scale = window?.screen.scale ?? 1
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let size = CGSize(width: owner.bounds.width, height: owner.bounds.height)
        let mirrored = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawMirrored(content, size: size)
        }
        guard let blurred = mirrored.cgImage?.blurred(sigma: Self.blurRadius * scale / 2, opaque: true) else { return }
        // Only the strips outside the content: the content draws itself.
        context.saveGState()
        let inner = CGRect(x: depths.left, y: depths.top, width: size.width, height: size.height)
        context.addRect(bounds)
        context.addRect(inner)
        context.clip(using: .evenOdd)
        UIImage(cgImage: blurred, scale: scale).draw(in: bounds)
        context.restoreGState()
    }

    /// The owner's content (its subviews but this one) as an image of its bounds.
    private func renderContent(of owner: BackgroundExtensionView) -> UIImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.scale ?? 1
        guard owner.bounds.width > 0, owner.bounds.height > 0 else { return nil }
        return UIGraphicsImageRenderer(size: owner.bounds.size, format: format).image { rendered in
            for subview in owner.subviews where subview !== self && !subview.isHidden {
                rendered.cgContext.saveGState()
                rendered.cgContext.translateBy(x: subview.frame.minX, y: subview.frame.minY)
                subview.layer.render(in: rendered.cgContext)
                rendered.cgContext.restoreGState()
            }
        }
    }

    /// The content in the middle, and mirrored across each edge that extends.
    private func drawMirrored(_ content: UIImage, size: CGSize) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let middle = CGRect(x: depths.left, y: depths.top, width: size.width, height: size.height)
        content.draw(in: middle)
        func mirror(clip: CGRect, translation: CGPoint, scaleX: CGFloat, scaleY: CGFloat, at origin: CGPoint) {
            guard clip.width > 0, clip.height > 0 else { return }
            context.saveGState()
            context.clip(to: clip)
            context.translateBy(x: translation.x, y: translation.y)
            context.scaleBy(x: scaleX, y: scaleY)
            content.draw(in: CGRect(origin: origin, size: size))
            context.restoreGState()
        }
        mirror(clip: CGRect(x: depths.left, y: 0, width: size.width, height: depths.top),
               translation: CGPoint(x: 0, y: depths.top), scaleX: 1, scaleY: -1, at: CGPoint(x: depths.left, y: 0))
        mirror(clip: CGRect(x: depths.left, y: middle.maxY, width: size.width, height: depths.bottom),
               translation: CGPoint(x: 0, y: depths.top + 2 * size.height), scaleX: 1, scaleY: -1, at: CGPoint(x: depths.left, y: 0))
        mirror(clip: CGRect(x: 0, y: depths.top, width: depths.left, height: size.height),
               translation: CGPoint(x: depths.left, y: 0), scaleX: -1, scaleY: 1, at: CGPoint(x: 0, y: depths.top))
        mirror(clip: CGRect(x: middle.maxX, y: depths.top, width: depths.right, height: size.height),
               translation: CGPoint(x: depths.left + 2 * size.width, y: 0), scaleX: -1, scaleY: 1, at: CGPoint(x: 0, y: depths.top))
    }
}
