import Foundation

/// `clipShape(_:style:)`, `clipped(antialiased:)` and `cornerRadius(_:antialiased:)`: the
/// content's views held by a view that shows them only inside a shape.
struct ClipEffect: PrimitiveModifier {
    enum Clip {
        /// The bounds, with corners of a radius (0 for square ones).
        case bounds(cornerRadius: CGFloat)
        /// A shape's path in the bounds.
        case shape(any Shape, evenOdd: Bool, cacheKey: ShapeDrawingView.CacheKey)
    }

    let clip: Clip

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: ClipView.self, hostsChildren: true) { ClipView() }
        view.clip = clip
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// Shows its subviews only inside a shape: its bounds (rounded) through the layer, any
/// other shape through a mask that draws it.
final class ClipView: ContainerView {
    var clip = ClipEffect.Clip.bounds(cornerRadius: 0) {
        didSet { applyClip() }
    }

    private func applyClip() {
        switch clip {
        case .bounds(let radius):
            mask = nil
            clipsToBounds = true
            layer.cornerRadius = radius.isFinite ? max(0, radius) : 0
        case .shape(let shape, let evenOdd, let cacheKey):
            clipsToBounds = false
            layer.cornerRadius = 0
            let shapeMask = mask as? ShapeDrawingView ?? ShapeDrawingView()
            shapeMask.configure(path: { shape.path(in: $0) }, paint: .color(.black), evenOdd: evenOdd, cacheKey: cacheKey)
            shapeMask.frame = bounds
            mask = shapeMask
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        mask?.frame = bounds
    }
}

extension View {
    /// Shows the view only inside a shape.
    ///
    /// ```swift
    /// Image("avatar").resizable().frame(width: 48, height: 48).clipShape(Circle())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipEffect(clip: .shape(shape, evenOdd: style.isEOFilled, cacheKey: ShapeDrawingView.CacheKey(shape: shape))))
    }

    /// Shows only the part of the view inside its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(ClipEffect(clip: .bounds(cornerRadius: 0)))
    }

    /// Clips the view to its frame with rounded corners (SwiftUI's earlier form of
    /// `clipShape(.rect(cornerRadius:))`). NaN, infinite and negative radii give square corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClipEffect(clip: .bounds(cornerRadius: radius)))
    }
}
