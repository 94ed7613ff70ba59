import Foundation

/// A view behind (or in front of) the content, offered the content's size and aligned to
/// it; the node is the content's size.
struct SecondaryContentModifier<Secondary: View>: PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    /// Whether the secondary view is drawn in front (an overlay) rather than behind.
    let inFront: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.setPlatformView(nil)
        let contentIndex = inFront ? 0 : 1
        node.setLayout(SecondaryContentLayout(contentIndex: contentIndex, alignment: alignment))
        var secondaryContext = context
        secondaryContext.stackAxis = nil
        if inFront {
            node.updateChild(at: 0, with: content, context: context)
            node.updateChild(at: 1, with: secondary, context: secondaryContext)
        } else {
            node.updateChild(at: 0, with: secondary, context: secondaryContext)
            node.updateChild(at: 1, with: content, context: context)
        }
        node.removeChildren(from: 2)
    }
}

struct SecondaryContentLayout: NodeLayout {
    let contentIndex: Int
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard contentIndex < node.children.count else { return .zero }
        return node.children[contentIndex].sizeThatFits(proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        guard node.children.count == 2 else { return }
        node.children[contentIndex].place(in: bounds)
        let secondary = node.children[1 - contentIndex]
        let size = secondary.sizeThatFits(ProposedViewSize(bounds.size))
        let origin = alignment.origin(of: size, in: bounds, layoutDirection: node.environment.layoutDirection)
        secondary.place(in: CGRect(origin: origin, size: size))
    }
}

extension View {
    /// Draws a view behind this one, offered this view's size.
    ///
    /// ```swift
    /// Text("New").padding(6).background { Capsule().fill(.yellow) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, inFront: false))
    }

    /// Draws a view behind this one, offered this view's size (SwiftUI's earlier form,
    /// deprecated there in favour of `background(alignment:content:)`).
    /// Where a value is both a view and a style (a ``Color``), the style form is chosen.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: background, alignment: alignment, inFront: false))
    }

    /// Draws a view in front of this one (SwiftUI's earlier form of `overlay(alignment:content:)`).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(secondary: overlay, alignment: alignment, inFront: true))
    }

    /// Fills the area behind this view with a style (a colour).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(secondary: Rectangle().fill(style), alignment: .center, inFront: false))
    }

    /// Draws a view in front of this one, offered this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(secondary: content(), alignment: alignment, inFront: true))
    }

    /// Fills the area in front of this view with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryContentModifier(secondary: Rectangle().fill(style), alignment: .center, inFront: true))
    }

    /// Fills a shape behind this view with a style, the shape offered this view's frame.
    ///
    /// ```swift
    /// Text("Draft").padding(8).background(.yellow, in: .capsule)
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, inFront: false))
    }

    /// Fills a shape behind this view with the background style.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color(uiColor: .systemBackground), in: shape, fillStyle: fillStyle)
    }

    /// Fills a shape in front of this view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryContentModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, inFront: true))
    }

    /// Draws a border inside the view's frame.
    ///
    /// ```swift
    /// Text("Outlined").padding().border(.blue, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(SecondaryContentModifier(secondary: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center, inFront: true))
    }
}
