import Foundation

/// A view you draw into with a ``GraphicsContext``, immediately, each time the view updates.
///
/// ```swift
/// Canvas { context, size in
///     for index in 0..<12 {
///         let angle = Angle.degrees(Double(index) * 30)
///         var spoke = context
///         spoke.translateBy(x: size.width / 2, y: size.height / 2)
///         spoke.rotate(by: angle)
///         spoke.fill(Path(CGRect(x: 20, y: -2, width: 40, height: 4)), with: .color(.orange))
///     }
/// }
/// .frame(width: 160, height: 160)
/// ```
///
/// Like a shape, a canvas takes the space it is offered. It draws on the CPU into the
/// view's bitmap at the screen's scale; `rendersAsynchronously` and `colorMode` are
/// accepted and draw the same way.
///
/// Views given as `symbols`, each named with `tag(_:)`, are laid out in the canvas's
/// space (as in a `ZStack`) but not shown: the renderer draws them where it likes with
/// ``GraphicsContext/resolveSymbol(id:)``.
public struct Canvas<Symbols: View>: View {
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// A canvas drawn by `renderer`, which can draw the tagged views of `symbols`.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     guard let pin = context.resolveSymbol(id: 0) else { return }
    ///     for x in stride(from: 20, to: size.width, by: 40) {
    ///         context.draw(pin, at: CGPoint(x: x, y: size.height / 2))
    ///     }
    /// } symbols: {
    ///     Image(systemName: "mappin").foregroundStyle(.red).tag(0)
    /// }
    /// ```
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.opaque = opaque
        self.renderer = renderer
        self.symbols = symbols()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

extension Canvas: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let view = node.platformView(ofType: CanvasView.self, hostsChildren: true) { CanvasView() }
        view.show(renderer: renderer, environment: context.environment, opaque: opaque)
        node.setLayout(CanvasLayout())
        node.showOnly(symbols, context: context)
    }
}

/// Takes the space offered, as a shape does; lays the symbols out in it, as a `ZStack`
/// lays out its views.
struct CanvasLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        FlexibleLeafLayout().sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        for item in node.childItems {
            let size = item.sizeThatFits(ProposedViewSize(bounds.size))
            item.place(in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
        }
    }
}

/// The view a ``Canvas`` draws in: its renderer runs in `draw(_:)`. The symbols' views
/// wait, hidden, in a container of their own until the renderer draws them.
final class CanvasView: UIView, DetachedChildViewsHost {
    private var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    private var environment = EnvironmentValues()
    private let symbolsContainer = UIView()
    private var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        symbolsContainer.isHidden = true
        symbolsContainer.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    func show(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues, opaque: Bool) {
        self.renderer = renderer
        self.environment = environment
        isOpaque = opaque
        setNeedsDisplay()
    }

    func setDetachedChildViews(_ items: [(node: ViewNode, views: [UIView])], origin: CGPoint) -> [UIView] {
        var all: [UIView] = []
        var found: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for (node, views) in items {
            all += views
            guard let tag = node.tagValue, found[tag] == nil else { continue }
            found[tag] = GraphicsContext.ResolvedSymbol(frame: node.frame.offsetBy(dx: -origin.x, dy: -origin.y), views: views)
        }
        symbols = found
        symbolsContainer.setManagedSubviews(all)
        return items.isEmpty ? [] : [symbolsContainer]
    }

    override func draw(_ rect: CGRect) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        var context = GraphicsContext(cgContext: cgContext, environment: environment, size: bounds.size)
        context.symbols = symbols
        renderer(&context, bounds.size)
    }
}
