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

    /// The shape filled with a style: a colour, a gradient, a hierarchical level.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
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

/// A shape filled with a style: the view ``Shape/fill(_:style:)`` and the strokes make.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    var shape: Content
    let style: Style
    var fillStyle = FillStyle()

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension _ShapeView: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        if let thickness = (style as? any MaterialResolvingStyle)?.materialThickness {
            let view = node.platformView(ofType: MaterialView.self) { MaterialView() }
            view.outline = GlassOutline(shape)
            view.setThickness(thickness)
            // The material follows the environment's colour scheme, which a view can set
            // apart from the window's appearance.
            let style: UIUserInterfaceStyle = context.environment.colorScheme == .dark ? .dark : .light
            if view.overrideUserInterfaceStyle != style { view.overrideUserInterfaceStyle = style }
            node.setLayout(FlexibleLeafLayout())
            node.removeChildren(from: 0)
            return
        }
        let view = node.platformView(ofType: ShapeDrawingView.self) { ShapeDrawingView() }
        let shape = self.shape
        view.configure(
            path: concentricPath(in: view) ?? { shape.path(in: $0) }, paint: style.paint(in: context.environment), evenOdd: fillStyle.isEOFilled,
            antialiased: fillStyle.isAntialiased, fillsBounds: shape is Rectangle, cacheKey: ShapeDrawingView.CacheKey(shape: shape))
        let shadow = style.castShadow(in: context.environment).map { [$0] } ?? []
        if view.layer.rasterEffects != shadow { view.layer.rasterEffects = shadow }
        node.setLayout(FlexibleLeafLayout())
        node.removeChildren(from: 0)
    }
}

extension _ShapeView {
    /// For a ``ConcentricRectangle``: the view takes its corners (UIKit resolves them
    /// against the container around it) and the path follows them.
    fileprivate func concentricPath(in view: ShapeDrawingView) -> ((CGRect) -> Path)? {
        guard let concentric = shape as? ConcentricRectangle else {
            if view.hasCornerConfiguration {
                view.cornerConfiguration = .fixed(0)
                view.hasCornerConfiguration = false
            }
            return nil
        }
        let configuration = concentric.cornerConfiguration()
        if view.cornerConfiguration != configuration { view.cornerConfiguration = configuration }
        view.hasCornerConfiguration = true
        return { [weak view] rect in
            guard let view else { return concentric.path(in: rect) }
            return UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
                topLeading: view.effectiveRadius(corner: .topLeft), bottomLeading: view.effectiveRadius(corner: .bottomLeft),
                bottomTrailing: view.effectiveRadius(corner: .bottomRight), topTrailing: view.effectiveRadius(corner: .topRight))
            ).path(in: rect)
        }
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

/// Draws one shape's path filled with a paint (a colour or a gradient laid out over the
/// view's bounds). A path that reaches outside the bounds (a centred stroke, an offset
/// shape) is drawn by an overhanging canvas inside the view, so nothing is cut off.
final class ShapeDrawingView: UIView {
    /// Tells a redraw apart from a no-op: the shape's description (its type and values).
    struct CacheKey: Equatable {
        let text: String
        init(shape: some Shape) { text = String(reflecting: shape) }
    }

    private var makePath: (CGRect) -> Path = { _ in Path() }
    private var paint = ShapePaint.color(.clear)
    private var evenOdd = false
    private var antialiased = true
    private var cacheKey: CacheKey?
    /// Draws the path where it reaches outside the bounds.
    private var overhang: ShapeOverhangView?
    /// Whether the shape gave the view corners (a concentric rectangle's).
    var hasCornerConfiguration = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// A colour filling the whole bounds is the layer's background: no bitmap, whatever the size.
    private var solidFill: UIColor?

    func configure(
        path: @escaping (CGRect) -> Path, paint: ShapePaint, evenOdd: Bool, antialiased: Bool = true, fillsBounds: Bool = false,
        cacheKey: CacheKey
    ) {
        makePath = path
        if fillsBounds, case .color(let color) = paint {
            if solidFill != color || backgroundColor != color {
                solidFill = color
                backgroundColor = color
                self.paint = paint
                self.cacheKey = cacheKey
                setNeedsDisplay()
            }
            return
        }
        if solidFill != nil {
            solidFill = nil
            backgroundColor = nil
        }
        let changed = paint != self.paint || evenOdd != self.evenOdd || antialiased != self.antialiased || cacheKey != self.cacheKey
        self.paint = paint
        self.evenOdd = evenOdd
        self.antialiased = antialiased
        self.cacheKey = cacheKey
        if changed {
            setNeedsDisplay()
            setNeedsLayout()
            overhang?.setNeedsDisplay()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let reach = solidFill != nil ? bounds : drawingRect(for: makePath(bounds).boundingRect)
        guard reach != bounds else {
            overhang?.removeFromSuperview()
            overhang = nil
            return
        }
        let canvas = overhang ?? ShapeOverhangView(owner: self)
        if overhang == nil {
            overhang = canvas
            addSubview(canvas)
            setNeedsDisplay()
        }
        if canvas.frame != reach { canvas.frame = reach }
    }

    /// The bounds, grown to take in `pathBounds` (limited, so a runaway path cannot ask
    /// for a huge bitmap).
    private func drawingRect(for pathBounds: CGRect) -> CGRect {
        guard !pathBounds.isNull, pathBounds.minX.isFinite, pathBounds.maxX.isFinite, pathBounds.minY.isFinite, pathBounds.maxY.isFinite,
              !bounds.contains(pathBounds)
        else { return bounds }
        let limit = max(bounds.width, bounds.height, 100)
        return bounds.union(pathBounds).intersection(bounds.insetBy(dx: -limit, dy: -limit)).integral
    }

    override func draw(_ rect: CGRect) {
        guard overhang == nil, solidFill == nil, let context = UIGraphicsGetCurrentContext() else { return }
        drawShape(in: context, offset: .zero)
    }

    /// Fills the path for the current bounds, moved by `offset` (a canvas's origin).
    func drawShape(in context: CGContext, offset: CGPoint) {
        context.translateBy(x: -offset.x, y: -offset.y)
        context.setShouldAntialias(antialiased)
        paint.fill(makePath(bounds).cgPath, rule: evenOdd ? .evenOdd : .winding, frame: bounds, in: context)
    }
}

/// The canvas a shape draws on when its path reaches outside its view.
final class ShapeOverhangView: UIView {
    private unowned let owner: ShapeDrawingView

    init(owner: ShapeDrawingView) {
        self.owner = owner
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        owner.drawShape(in: context, offset: frame.origin)
    }
}
