import Foundation

/// A 2D shape that is also a view: it fills the space it is offered with the foreground
/// style, or with the style given to ``Shape/fill(_:style:)``. Shapes are ``Animatable``:
/// one with parameters exposes them as its `animatableData`.
///
/// ```swift
/// struct Diamond: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///             path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
///             path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape fills with the current foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape's outline stroked with a style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, lineWidth: lineWidth.isFinite ? max(0, lineWidth) : 1)
    }
}

/// How a path's inside is decided when it crosses itself.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides the inside (otherwise the non-zero rule).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape drawn with a style; the view ``Shape/fill(_:style:)`` makes.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    var shape: Content
    let style: Style
    var fillStyle = FillStyle()
    /// A stroke's width; `nil` fills.
    var lineWidth: CGFloat?

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension _ShapeView: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let view = node.platformView(ofType: ShapeDrawingView.self) { ShapeDrawingView() }
        let color = style.color(in: context.environment)
        let shape = self.shape
        view.configure(
            path: { shape.path(in: $0) }, color: color, evenOdd: fillStyle.isEOFilled, lineWidth: lineWidth,
            cacheKey: ShapeDrawingView.CacheKey(shape: shape))
        node.setLayout(FlexibleLeafLayout())
        node.removeChildren(from: 0)
    }
}

/// Takes whatever it is offered; 10 × 10 where nothing is proposed, as SwiftUI's shapes do.
struct FlexibleLeafLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}
}

/// Draws one shape filled or stroked in a colour.
final class ShapeDrawingView: UIView {
    /// Tells a redraw apart from a no-op: the shape's description (its type and values).
    struct CacheKey: Equatable {
        let text: String
        init(shape: some Shape) { text = String(reflecting: shape) }
    }

    private var makePath: (CGRect) -> Path = { _ in Path() }
    private var color: UIColor = .clear
    private var evenOdd = false
    private var lineWidth: CGFloat?
    private var cacheKey: CacheKey?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    func configure(path: @escaping (CGRect) -> Path, color: UIColor, evenOdd: Bool, lineWidth: CGFloat?, cacheKey: CacheKey) {
        makePath = path
        let changed = color != self.color || evenOdd != self.evenOdd || lineWidth != self.lineWidth || cacheKey != self.cacheKey
        self.color = color
        self.evenOdd = evenOdd
        self.lineWidth = lineWidth
        self.cacheKey = cacheKey
        if changed { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let lineWidth {
            let inset = bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
            context.addPath(makePath(inset).cgPath)
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(lineWidth)
            context.strokePath()
        } else {
            context.addPath(makePath(bounds).cgPath)
            context.setFillColor(color.cgColor)
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
        }
    }
}
