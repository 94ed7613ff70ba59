import Foundation

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far.
    public var offset: CGSize

    /// A moved shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        guard offset.width.isFinite, offset.height.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

/// A shape turned about an anchor of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// By how much, clockwise.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// A turned shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        guard angle.radians.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor.point(in: rect)))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
        get { AnimatablePair(shape.animatableData, angle.radians) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second)
        }
    }
}

/// A shape scaled about an anchor of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The factors.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    /// A scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        guard scale.width.isFinite, scale.height.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: rect)))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second
        }
    }
}

/// A shape with an affine transform applied to its path.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// A transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(t)
    }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// The part of a shape's outline between two fractions of its length.
public struct _TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var from: CGFloat
    var to: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(from, to)) }
        set {
            shape.animatableData = newValue.first
            (from, to) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A shape's outline drawn with a stroke style, as a shape of its own.
public struct _StrokedShape<Content: Shape>: Shape {
    var shape: Content
    var style: StrokeStyle

    public func path(in rect: CGRect) -> Path {
        Path(style.outline(of: shape.path(in: rect).cgPath))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set {
            shape.animatableData = newValue.first
            style.lineWidth = newValue.second
        }
    }
}

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned clockwise about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled evenly about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape with a transform applied to its path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The part of the outline between `startFraction` and `endFraction` of its length
    /// (clamped to 0…1): a progress ring draws `Circle().trim(from: 0, to: progress)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The outline drawn with a stroke style, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The outline drawn with a line width, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with a style, centred on the path (half the line lies outside
    /// the frame; ``InsettableShape/strokeBorder(_:style:antialiased:)`` keeps it inside).
    ///
    /// ```swift
    /// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [6, 4]))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: stroke(style: style), style: content, fillStyle: FillStyle(antialiased: antialiased))
    }

    /// The outline stroked with a style and a line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension CGAffineTransform {
    /// This transform applied about `point` instead of the origin.
    func about(_ point: CGPoint) -> CGAffineTransform {
        CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(self).concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    }
}
