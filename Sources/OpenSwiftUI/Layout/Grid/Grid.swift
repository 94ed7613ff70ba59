import Foundation

/// Views in rows and columns: each ``GridRow``'s cells sit in columns as wide as their
/// widest cell, each row as tall as its tallest cell.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow {
///         Text("Steps")
///         Text("8,412").gridColumnAlignment(.trailing)
///     }
///     Divider()
///     GridRow {
///         Text("Distance")
///         Text("6.1 km")
///     }
/// }
/// ```
///
/// A view that is not a row spans every column. Columns and rows whose cells are
/// flexible (colours, shapes, spacers) share the space left over; `gridCellColumns(_:)`
/// makes a cell span columns.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the builder's rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Grid: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        var context = context
        context.stackAxis = nil
        node.show(content, laidOutBy: GridLayout(
            alignment: alignment, horizontalSpacing: Self.spacing(horizontalSpacing), verticalSpacing: Self.spacing(verticalSpacing)),
            context: context)
    }

    private static func spacing(_ value: CGFloat?) -> CGFloat {
        value.map { $0.isFinite ? max(0, $0) : StackLayout.defaultSpacing } ?? StackLayout.defaultSpacing
    }
}

/// A row of a ``Grid``: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the builder's cells; `alignment` overrides the grid's vertical alignment.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension GridRow: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        var context = context
        context.stackAxis = .horizontal
        node.show(content, laidOutBy: GridRowLayout(alignment: alignment), context: context)
    }
}

/// Marks a node as a grid row; the grid sizes and places its cells.
struct GridRowLayout: NodeLayout {
    let alignment: VerticalAlignment?

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Outside a grid, a row lays its cells out as a horizontal stack.
        StackLayout(horizontal: alignment ?? .center, spacing: nil).size(of: node.childItems, proposal: proposal, in: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        guard !node.isPlacedByGrid else { return }
        StackLayout(horizontal: alignment ?? .center, spacing: nil).place(node.childItems, in: bounds, direction: node.environment.layoutDirection, node: node)
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

private struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
private struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
private struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
private struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension ViewNode {
    /// How many grid columns the cell spans (at least 1).
    var gridColumnSpan: Int { max(1, layoutValue(for: GridCellColumnsKey.self) ?? 1) }
    /// The alignment the cell sets for its whole column.
    var gridColumnAlignment: HorizontalAlignment? { layoutValue(for: GridColumnAlignmentKey.self) ?? nil }
    /// Where the cell sits in its cell rectangle, overriding the grid's alignment.
    var gridCellAnchor: UnitPoint? { layoutValue(for: GridCellAnchorKey.self) ?? nil }
    /// The axes along which the cell takes the size the grid gives it instead of asking for one.
    var gridUnsizedAxes: Axis.Set { layoutValue(for: GridCellUnsizedAxesKey.self) ?? [] }
    /// Whether a grid places this row's cells (the row itself places none).
    var isPlacedByGrid: Bool {
        var node = parent
        while let current = node, current.layout == nil { node = current.parent }
        return node?.layout is GridLayout
    }
}

extension View {
    /// Makes this grid cell span `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell of this cell's column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Lets this cell take the size its column (horizontal) or row (vertical) gets from the
    /// other cells, instead of widening or heightening it: a colour or divider that should
    /// only fill what the text beside it needs.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Places this cell at `anchor` of its cell rectangle.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
}
