import Foundation

/// A grid's sizing and placement.
///
/// Columns are as wide as their widest single-column cell at its ideal size; a spanning
/// cell wider than its columns widens them evenly. Columns with a flexible cell share the
/// width the proposal leaves. Rows are as tall as their tallest cell at its column's width,
/// and rows with a flexible cell share the height left.
struct GridLayout: NodeLayout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// A row: its cells with their first column and span, or one view across the grid.
    struct Row {
        let node: ViewNode
        let cells: [(node: ViewNode, column: Int, span: Int)]
        let alignment: VerticalAlignment?
        let spansGrid: Bool
    }

    struct Geometry {
        var columns: [CGFloat]
        var rows: [CGFloat]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let rows = self.rows(of: node)
        let geometry = measure(rows, proposal: proposal)
        return CGSize(width: total(geometry.columns, spacing: horizontalSpacing), height: total(geometry.rows, spacing: verticalSpacing))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let rows = self.rows(of: node)
        let geometry = measure(rows, proposal: ProposedViewSize(bounds.size))
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        var columnStarts: [CGFloat] = []
        var x: CGFloat = 0
        for width in geometry.columns {
            columnStarts.append(x)
            x += width + horizontalSpacing
        }
        let columnAlignments = self.columnAlignments(rows, count: geometry.columns.count)
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            let height = geometry.rows[index]
            let rowRect = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
            if !row.spansGrid { row.node.place(in: rowRect) }
            for cell in row.cells {
                let span = min(cell.span, max(1, geometry.columns.count - cell.column))
                let width = span == 0 ? bounds.width : geometry.columns[cell.column..<(cell.column + span)].reduce(0, +) + horizontalSpacing * CGFloat(span - 1)
                let start = row.spansGrid ? 0 : columnStarts[cell.column]
                let cellWidth = row.spansGrid ? total(geometry.columns, spacing: horizontalSpacing) : width
                let left = rightToLeft ? bounds.maxX - start - cellWidth : bounds.minX + start
                let cellRect = CGRect(x: left, y: y, width: cellWidth, height: height)
                let size = cell.node.sizeThatFits(ProposedViewSize(cellRect.size))
                let horizontal = row.spansGrid ? alignment.horizontal : (columnAlignments[cell.column] ?? alignment.horizontal)
                let vertical = row.alignment ?? alignment.vertical
                let origin: CGPoint
                if let anchor = cell.node.gridCellAnchor {
                    origin = CGPoint(x: cellRect.minX + (cellRect.width - size.width) * anchor.x, y: cellRect.minY + (cellRect.height - size.height) * anchor.y)
                } else {
                    origin = Alignment(horizontal: horizontal, vertical: vertical)
                        .origin(of: size, in: cellRect, layoutDirection: node.environment.layoutDirection)
                }
                cell.node.place(in: CGRect(origin: origin, size: size))
            }
            y += height + verticalSpacing
        }
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? { nil }

    // MARK: Rows and columns

    private func rows(of node: ViewNode) -> [Row] {
        node.childItems.map { item in
            guard let rowLayout = item.layout as? GridRowLayout else {
                return Row(node: item, cells: [(item, 0, 0)], alignment: nil, spansGrid: true)
            }
            var column = 0
            let cells = item.childItems.map { cell -> (ViewNode, Int, Int) in
                let span = cell.gridColumnSpan
                defer { column += span }
                return (cell, column, span)
            }
            return Row(node: item, cells: cells, alignment: rowLayout.alignment, spansGrid: false)
        }
    }

    /// The alignment each column's cells set for it (the first that sets one).
    private func columnAlignments(_ rows: [Row], count: Int) -> [HorizontalAlignment?] {
        var result = [HorizontalAlignment?](repeating: nil, count: count)
        for row in rows where !row.spansGrid {
            for cell in row.cells where cell.column < count && result[cell.column] == nil {
                result[cell.column] = cell.node.gridColumnAlignment
            }
        }
        return result
    }

    private func measure(_ rows: [Row], proposal: ProposedViewSize) -> Geometry {
        let count = rows.filter { !$0.spansGrid }.map { row in row.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        var widths = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for row in rows where !row.spansGrid {
            for cell in row.cells where cell.span == 1 && cell.column < count && !cell.node.gridUnsizedAxes.contains(.horizontal) {
                let ideal = cell.node.sizeThatFits(.unspecified)
                widths[cell.column] = max(widths[cell.column], finite(ideal.width))
                if isFlexible(cell.node, axis: .horizontal, ideal: ideal) { flexible[cell.column] = true }
            }
        }
        for row in rows where !row.spansGrid {
            for cell in row.cells where cell.span > 1 && cell.column < count && !cell.node.gridUnsizedAxes.contains(.horizontal) {
                let columns = cell.column..<min(count, cell.column + cell.span)
                let have = widths[columns].reduce(0, +) + horizontalSpacing * CGFloat(columns.count - 1)
                let need = finite(cell.node.sizeThatFits(.unspecified).width)
                if need > have { for column in columns { widths[column] += (need - have) / CGFloat(columns.count) } }
            }
        }
        if let width = proposal.width, width.isFinite {
            let left = width - total(widths, spacing: horizontalSpacing)
            let shares = flexible.filter { $0 }.count
            if left > 0, shares > 0 { for column in widths.indices where flexible[column] { widths[column] += left / CGFloat(shares) } }
        }
        var heights: [CGFloat] = []
        var flexibleRows: [Bool] = []
        for row in rows {
            var height: CGFloat = 0
            var rowFlexible = false
            for cell in row.cells where !cell.node.gridUnsizedAxes.contains(.vertical) {
                let cellWidth: CGFloat = row.spansGrid ? total(widths, spacing: horizontalSpacing)
                    : widths[cell.column..<min(count, cell.column + cell.span)].reduce(0, +) + horizontalSpacing * CGFloat(max(0, cell.span - 1))
                let size = cell.node.sizeThatFits(ProposedViewSize(width: row.spansGrid && count == 0 ? proposal.width : cellWidth, height: nil))
                height = max(height, finite(size.height))
                if isFlexible(cell.node, axis: .vertical, ideal: size) { rowFlexible = true }
            }
            heights.append(height)
            flexibleRows.append(rowFlexible)
        }
        if count == 0, let spanning = rows.first(where: { $0.spansGrid }) {
            widths = [finite(spanning.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)]
        }
        if let height = proposal.height, height.isFinite {
            let left = height - total(heights, spacing: verticalSpacing)
            let shares = flexibleRows.filter { $0 }.count
            if left > 0, shares > 0 { for row in heights.indices where flexibleRows[row] { heights[row] += left / CGFloat(shares) } }
        }
        return Geometry(columns: widths, rows: heights)
    }

    /// Whether a cell grows past its ideal size along `axis` when offered more.
    private func isFlexible(_ cell: ViewNode, axis: Axis, ideal: CGSize) -> Bool {
        let large: CGFloat = 100_000
        let offered = cell.sizeThatFits(axis == .horizontal ? ProposedViewSize(width: large, height: nil) : ProposedViewSize(width: nil, height: large))
        return axis == .horizontal ? offered.width > ideal.width + 0.5 : offered.height > ideal.height + 0.5
    }

    private func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
