import Foundation

/// ``HStack``'s layout as a value: use it where a layout is chosen at run time, such as
/// ``AnyLayout``.
public struct HStackLayout: Layout, Sendable {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The gap between subviews; the system's when `nil`.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutSubviews(stack: .vertical(alignment), spacing: spacing).size(of: subviews, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutSubviews(stack: .vertical(alignment), spacing: spacing).place(subviews, in: bounds)
    }
}

/// ``VStack``'s layout as a value.
public struct VStackLayout: Layout, Sendable {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between subviews; the system's when `nil`.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutSubviews(stack: .horizontal(alignment), spacing: spacing).size(of: subviews, proposal: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutSubviews(stack: .horizontal(alignment), spacing: spacing).place(subviews, in: bounds)
    }
}

/// ``ZStack``'s layout as a value.
public struct ZStackLayout: Layout, Sendable {
    /// How the subviews line up.
    public var alignment: Alignment

    /// An overlapping layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let direction = subviews.layoutDirection
        let anchor = UnitPoint(
            x: direction == .rightToLeft ? 1 - (alignment.horizontal.fraction ?? 0.5) : alignment.horizontal.fraction ?? 0.5,
            y: alignment.vertical.fraction ?? 0.5)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y), anchor: anchor,
                proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// The stack algorithm run over a layout's subviews, for the stack layouts.
private struct StackLayoutSubviews: @unchecked Sendable {
    /// The stack's guide: a vertical guide makes a horizontal stack.
    let stack: StackLayout.CrossGuide
    let spacing: CGFloat?

    func size(of subviews: LayoutSubviews, proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { stackLayout.size(of: subviews.map(\.node), proposal: proposal) }
    }

    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        let direction = subviews.layoutDirection
        MainActor.assumeIsolated { stackLayout.place(subviews.map(\.node), in: bounds, direction: direction) }
        for subview in subviews { subview.notePlaced() }
    }

    @MainActor private var stackLayout: StackLayout {
        switch stack {
        case .vertical(let alignment): return StackLayout(horizontal: alignment, spacing: spacing)
        case .horizontal(let alignment): return StackLayout(vertical: alignment, spacing: spacing)
        }
    }
}
