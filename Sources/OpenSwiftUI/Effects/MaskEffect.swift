import Foundation

/// `mask(alignment:_:)`: the content shows where the mask view is opaque. The mask view is
/// offered the content's size and aligned in it, as an overlay is; its drawn views are
/// held by the masking view's mask instead of drawing.
struct MaskEffect<Mask: View>: PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        _ = node.platformView(ofType: MaskingView.self, hostsChildren: true) { MaskingView() }
        node.setLayout(SecondaryContentLayout(contentIndex: 0, alignment: alignment))
        var maskContext = context
        maskContext.stackAxis = nil
        node.updateChild(at: 0, with: content, context: context)
        node.updateChild(at: 1, with: mask, context: maskContext)
        node.removeChildren(from: 2)
    }
}

/// A drawn view that holds one of its node's children's views apart from its subviews.
protocol SecondaryChildViewsHost: UIView {
    /// Which child's views it holds apart.
    var secondaryChildIndex: Int { get }
    /// Takes that child's views, framed in this view's coordinates.
    func setSecondaryViews(_ views: [UIView])
}

/// Shows its subviews through a mask holding the mask view's drawn views.
final class MaskingView: ContainerView, SecondaryChildViewsHost {
    private let maskContainer = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        maskContainer.isOpaque = false
        mask = maskContainer
    }

    var secondaryChildIndex: Int { 1 }

    func setSecondaryViews(_ views: [UIView]) {
        maskContainer.setManagedSubviews(views)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        maskContainer.frame = bounds
    }
}

extension View {
    /// Shows the view only where `mask` is opaque (through its alpha).
    ///
    /// ```swift
    /// Image("skyline")
    ///     .mask {
    ///         LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
    ///     }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Shows the view only where `mask` is opaque (SwiftUI's earlier form of
    /// `mask(alignment:_:)`).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskEffect(mask: mask, alignment: .center))
    }
}
