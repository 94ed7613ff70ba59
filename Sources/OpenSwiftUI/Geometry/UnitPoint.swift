import Foundation

/// A point in a view's own coordinates as fractions of its size: `(0, 0)` is its top-left
/// corner, `(1, 1)` its bottom-right, ``center`` its middle.
///
/// ```swift
/// badge.scaleEffect(1.2, anchor: .bottomTrailing)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction of the width.
    public var x: CGFloat
    /// The vertical fraction of the height.
    public var y: CGFloat

    /// The top-left corner.
    public init() { self.init(x: 0, y: 0) }

    /// A point at fractions of the width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in a view of `size`, measured from its top-left corner; a fraction that is
    /// not finite counts as the middle.
    func point(in size: CGSize) -> CGPoint {
        CGPoint(x: (x.isFinite ? x : 0.5) * size.width, y: (y.isFinite ? y : 0.5) * size.height)
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
