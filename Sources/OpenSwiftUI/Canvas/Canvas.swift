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
/// accepted and draw the same way. Symbols (`Canvas(renderer:symbols:)`) are not there.
public struct Canvas: View {
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.opaque = opaque
        self.renderer = renderer
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Canvas: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let view = node.platformView(ofType: CanvasView.self) { CanvasView() }
        view.show(renderer: renderer, environment: context.environment, opaque: opaque)
        node.setLayout(FlexibleLeafLayout())
        node.removeChildren(from: 0)
    }
}

/// The view a ``Canvas`` draws in: its renderer runs in `draw(_:)`.
final class CanvasView: UIView {
    private var renderer: (inout GraphicsContext, CGSize) -> Void = { _, _ in }
    private var environment = EnvironmentValues()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    func show(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues, opaque: Bool) {
        self.renderer = renderer
        self.environment = environment
        isOpaque = opaque
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        var context = GraphicsContext(cgContext: cgContext, environment: environment, size: bounds.size)
        renderer(&context, bounds.size)
    }
}
