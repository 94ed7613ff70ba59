import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// Corner radii; unnamed corners are square.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A rectangle whose corners each have their own radius.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24).fill(.background)
/// ```
///
/// Radii that do not fit are scaled down together; NaN and negative radii are square.
/// Leading corners are on the left (the shape does not mirror in right-to-left layouts).
public struct UnevenRoundedRectangle: InsettableShape, CornerInsetting {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect,
            cornerRadii: CGCornerRadii(
                minXMinY: radius(cornerRadii.topLeading), maxXMinY: radius(cornerRadii.topTrailing),
                maxXMaxY: radius(cornerRadii.bottomTrailing), minXMaxY: radius(cornerRadii.bottomLeading)),
            style: style == .continuous ? .continuous : .circular)
        return Path(path)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }

    func insettingCorners(by amount: CGFloat) -> any Shape {
        var radii = cornerRadii
        radii.topLeading = max(0, radii.topLeading - amount)
        radii.bottomLeading = max(0, radii.bottomLeading - amount)
        radii.bottomTrailing = max(0, radii.bottomTrailing - amount)
        radii.topTrailing = max(0, radii.topTrailing - amount)
        return UnevenRoundedRectangle(cornerRadii: radii, style: style)
    }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}
