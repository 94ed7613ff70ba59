import Foundation

/// Where views line up across a vertical stack or inside a frame: leading, centre or trailing.
public struct HorizontalAlignment: Equatable, Sendable {
    let fraction: CGFloat

    /// The leading edge (the left in left-to-right layouts).
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The middle.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)

    /// The offset of this alignment within `length`, leading edge first in reading order.
    func offset(in length: CGFloat, layoutDirection: LayoutDirection) -> CGFloat {
        let fraction = layoutDirection == .rightToLeft ? 1 - fraction : fraction
        return length * fraction
    }
}

/// Where views line up across a horizontal stack or inside a frame: top, centre or bottom.
public struct VerticalAlignment: Equatable, Sendable {
    let fraction: CGFloat

    /// The top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// The middle.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)

    func offset(in length: CGFloat) -> CGFloat { length * fraction }
}

/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment of two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Center.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Trailing.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom leading.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom trailing.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a child of `size` aligned this way inside `bounds`.
    func origin(of size: CGSize, in bounds: CGRect, layoutDirection: LayoutDirection) -> CGPoint {
        CGPoint(
            x: bounds.minX + horizontal.offset(in: bounds.width - size.width, layoutDirection: layoutDirection),
            y: bounds.minY + vertical.offset(in: bounds.height - size.height))
    }
}
