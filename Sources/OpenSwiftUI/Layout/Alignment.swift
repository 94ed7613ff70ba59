import Foundation

/// A guide views line up on: its value in a view, from the leading or top edge, when the
/// view sets none with ``View/alignmentGuide(_:computeValue:)``.
///
/// ```swift
/// private enum IconCenter: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
/// }
/// extension HorizontalAlignment {
///     static let iconCenter = HorizontalAlignment(IconCenter.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value in a view that sets none.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide on one axis, named by its identifier type.
struct AlignmentKey: Hashable {
    let id: ObjectIdentifier
    let axis: Axis
}

/// Where views line up across a vertical stack or inside a frame: leading, centre,
/// trailing, or a guide of your own.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    /// Where the guide lies as a fraction of the width when no view sets it (the built-in
    /// guides); `nil` for guides of your own, which are worked out.
    let fraction: CGFloat?

    /// A guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        fraction = nil
    }

    private init(_ id: any AlignmentID.Type, fraction: CGFloat) {
        self.id = id
        self.fraction = fraction
    }

    var key: AlignmentKey { AlignmentKey(id: ObjectIdentifier(id), axis: .horizontal) }

    /// The leading edge (the left in left-to-right layouts).
    public static let leading = HorizontalAlignment(LeadingGuide.self, fraction: 0)
    /// The middle.
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self, fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingGuide.self, fraction: 1)

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// The offset of this alignment within `length`, leading edge first in reading order
    /// (the built-in guides; others centre).
    func offset(in length: CGFloat, layoutDirection: LayoutDirection) -> CGFloat {
        let base = fraction ?? 0.5
        return length * (layoutDirection == .rightToLeft ? 1 - base : base)
    }
}

/// Where views line up across a horizontal stack or inside a frame: top, centre, bottom,
/// the first or last text baseline, or a guide of your own.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let id: any AlignmentID.Type
    /// Where the guide lies as a fraction of the height when no view sets it; `nil` for
    /// baselines and guides of your own, which are worked out.
    let fraction: CGFloat?

    /// A guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        fraction = nil
    }

    private init(_ id: any AlignmentID.Type, fraction: CGFloat?) {
        self.id = id
        self.fraction = fraction
    }

    var key: AlignmentKey { AlignmentKey(id: ObjectIdentifier(id), axis: .vertical) }

    /// The top edge.
    public static let top = VerticalAlignment(TopGuide.self, fraction: 0)
    /// The middle.
    public static let center = VerticalAlignment(VerticalCenterGuide.self, fraction: 0.5)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomGuide.self, fraction: 1)
    /// The baseline of a text's first line (the bottom of views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self, fraction: nil)
    /// The baseline of a text's last line (the bottom of views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self, fraction: nil)

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    func offset(in length: CGFloat) -> CGFloat { length * (fraction ?? 0.5) }
}

enum LeadingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`.
public struct Alignment: Equatable, @unchecked Sendable {
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
