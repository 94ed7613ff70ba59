import Foundation

/// A shape that can be drawn inset within its frame, so a border stroked along it stays
/// inside the frame (``InsettableShape/strokeBorder(_:style:antialiased:)``).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side (rounded corners shrink with it).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: the shape drawn in the frame inset on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
    var base: Base
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inset = amount.isFinite ? amount : 0
        let inner = rect.insetBy(dx: min(inset, rect.width / 2), dy: min(inset, rect.height / 2))
        if let corners = base as? any CornerInsetting { return corners.insettingCorners(by: inset).path(in: inner) }
        return base.path(in: inner)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

/// A shape whose corner radii shrink as it is inset, keeping an inset outline parallel.
protocol CornerInsetting {
    func insettingCorners(by amount: CGFloat) -> any Shape
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape, CornerInsetting {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }

    func insettingCorners(by amount: CGFloat) -> any Shape {
        RoundedRectangle(cornerSize: CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount)), style: style)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension InsettableShape {
    /// The shape's outline stroked inside its frame: inset by half the line width first,
    /// so the stroke's outer edge meets the frame.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).strokeBorder(.separator, lineWidth: 1)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: halfWidth(style.lineWidth)).stroke(content, style: style, antialiased: antialiased)
    }

    /// The shape's outline stroked inside its frame with a line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline inside the frame as a shape, for filling with a style later.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<InsetShape> {
        inset(by: halfWidth(style.lineWidth)).stroke(style: style)
    }

    private func halfWidth(_ width: CGFloat) -> CGFloat {
        width.isFinite ? max(0, width) / 2 : 0
    }
}
