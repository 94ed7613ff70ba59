import Foundation

/// Where a table view's sections, headers, rows and footers are. Row heights of all
/// sections live in one `PrefixSums`, headers and footers in another, so finding the
/// rows in a rectangle and changing one row's height take logarithmic time whatever the
/// number of rows.
struct TableGeometry {
    /// One thing a table shows.
    enum Element: Hashable {
        case row(IndexPath), header(Int), footer(Int)
    }

    /// A height, and whether the element sizes itself (the height is an estimate until
    /// the table measures the element on screen).
    struct Extent {
        var height: CGFloat
        var sizesItself: Bool
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    /// Inset-grouped sections are inset from both sides.
    var sideInset: CGFloat = 0
    var width: CGFloat = 0
    private(set) var rowCounts: [Int] = []
    private var rowStarts: [Int] = []
    private var rows = PrefixSums([])
    private var rowSizesItself: [Bool] = []
    /// Header then footer height of each section, interleaved.
    private var sectionChrome = PrefixSums([])
    private var chromeSizesItself: [Bool] = []

    init() {}

    /// Geometry for sections of `rowCounts` rows with the given heights.
    init(rowCounts: [Int], rows: [[Extent]], headers: [Extent], footers: [Extent]) {
        self.rowCounts = rowCounts
        var start = 0
        rowStarts = rowCounts.map { count in
            defer { start += count }
            return start
        }
        let flatRows = rows.joined()
        self.rows = PrefixSums(flatRows.map { Self.clamped($0.height) })
        rowSizesItself = flatRows.map(\.sizesItself)
        var chrome: [CGFloat] = [], chromeSizing: [Bool] = []
        for (header, footer) in zip(headers, footers) {
            chrome += [Self.clamped(header.height), Self.clamped(footer.height)]
            chromeSizing += [header.sizesItself, footer.sizesItself]
        }
        sectionChrome = PrefixSums(chrome)
        chromeSizesItself = chromeSizing
    }

    /// Heights from the app are clamped to finite, non-negative values.
    private static func clamped(_ height: CGFloat) -> CGFloat {
        height.isFinite ? min(max(0, height), 1_000_000) : 0
    }

    var numberOfSections: Int { rowCounts.count }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    private func globalRow(_ indexPath: IndexPath) -> Int { rowStarts[indexPath.section] + indexPath.row }

    // MARK: Heights

    /// Each section's row heights (to carry measured heights through an update).
    var rowExtents: [[Extent]] {
        rowCounts.indices.map { section in
            (0..<rowCounts[section]).map { row in
                let index = rowStarts[section] + row
                return Extent(height: rows.values[index], sizesItself: rowSizesItself[index])
            }
        }
    }

    func headerExtent(_ section: Int) -> Extent { Extent(height: sectionChrome.values[2 * section], sizesItself: chromeSizesItself[2 * section]) }
    func footerExtent(_ section: Int) -> Extent { Extent(height: sectionChrome.values[2 * section + 1], sizesItself: chromeSizesItself[2 * section + 1]) }

    func sizesItself(_ element: Element) -> Bool {
        switch element {
        case .row(let indexPath): contains(indexPath) && rowSizesItself[globalRow(indexPath)]
        case .header(let section): rowCounts.indices.contains(section) && chromeSizesItself[2 * section]
        case .footer(let section): rowCounts.indices.contains(section) && chromeSizesItself[2 * section + 1]
        }
    }

    /// Sets an element's height; returns how much it changed.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, of element: Element, sizesItself: Bool) -> CGFloat {
        let height = Self.clamped(height)
        let index: Int
        switch element {
        case .row(let indexPath):
            guard contains(indexPath) else { return 0 }
            index = globalRow(indexPath)
            let old = rows.values[index]
            rows.set(height, at: index)
            rowSizesItself[index] = sizesItself
            return height - old
        case .header(let section), .footer(let section):
            guard rowCounts.indices.contains(section) else { return 0 }
            if case .header = element { index = 2 * section } else { index = 2 * section + 1 }
            let old = sectionChrome.values[index]
            sectionChrome.set(height, at: index)
            chromeSizesItself[index] = sizesItself
            return height - old
        }
    }

    // MARK: Positions

    /// The top of a section (its header's top).
    func sectionTop(_ section: Int) -> CGFloat {
        let rowsAbove = section < rowStarts.count ? rows.sum(first: rowStarts[section]) : rows.total
        return tableHeaderHeight + sectionChrome.sum(first: 2 * section) + rowsAbove
    }

    func sectionBottom(_ section: Int) -> CGFloat { sectionTop(section + 1) }

    var contentHeight: CGFloat { tableHeaderHeight + sectionChrome.total + rows.total + tableFooterHeight }

    private var contentWidth: CGFloat { max(0, width - 2 * sideInset) }

    func headerRect(_ section: Int) -> CGRect {
        CGRect(x: sideInset, y: sectionTop(section), width: contentWidth, height: sectionChrome.values[2 * section])
    }

    func footerRect(_ section: Int) -> CGRect {
        let height = sectionChrome.values[2 * section + 1]
        return CGRect(x: sideInset, y: sectionBottom(section) - height, width: contentWidth, height: height)
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect {
        guard contains(indexPath) else { return .zero }
        let index = globalRow(indexPath)
        let y = sectionTop(indexPath.section) + sectionChrome.values[2 * indexPath.section]
            + rows.sum(first: index) - rows.sum(first: rowStarts[indexPath.section])
        return CGRect(x: sideInset, y: y, width: contentWidth, height: rows.values[index])
    }

    func sectionRect(_ section: Int) -> CGRect {
        guard rowCounts.indices.contains(section) else { return .zero }
        let top = sectionTop(section)
        return CGRect(x: 0, y: top, width: width, height: sectionBottom(section) - top)
    }

    func rect(of element: Element) -> CGRect {
        switch element {
        case .row(let indexPath): rowRect(indexPath)
        case .header(let section): headerRect(section)
        case .footer(let section): footerRect(section)
        }
    }

    /// The first section whose bottom is below `y` (`numberOfSections` when none is).
    func firstSection(endingBelow y: CGFloat) -> Int {
        var low = 0, high = rowCounts.count
        while low < high {
            let middle = (low + high) / 2
            if sectionBottom(middle) <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The rows of a section that overlap `minY..<maxY`.
    func rows(inSection section: Int, from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        let count = rowCounts[section]
        guard count > 0 else { return 0..<0 }
        let origin = sectionTop(section) + sectionChrome.values[2 * section] - rows.sum(first: rowStarts[section])
        let first = max(rowStarts[section], rows.firstIndex(reaching: minY - origin + 0.001)) - rowStarts[section]
        var last = first
        while last < count, rows.sum(first: rowStarts[section] + last) + origin < maxY { last += 1 }
        return min(first, count)..<last
    }

    /// The elements overlapping `rect`; `keepHeaders` adds the header (and footer) of
    /// every section in view, as plain tables pin them.
    func elements(in rect: CGRect, keepHeaders: Bool) -> [Element] {
        var result: [Element] = []
        var section = firstSection(endingBelow: rect.minY)
        while section < rowCounts.count, sectionTop(section) < rect.maxY {
            if keepHeaders || headerRect(section).intersects(rect) { result.append(.header(section)) }
            for row in rows(inSection: section, from: rect.minY, to: rect.maxY) {
                result.append(.row(IndexPath(row: row, section: section)))
            }
            if keepHeaders || footerRect(section).intersects(rect) { result.append(.footer(section)) }
            section += 1
        }
        return result
    }

    /// The row at a point (`nil` between rows, in headers and outside the content).
    func row(at point: CGPoint) -> IndexPath? {
        guard point.x >= sideInset, point.x < width - sideInset else { return nil }
        let section = firstSection(endingBelow: point.y)
        guard section < rowCounts.count, point.y >= sectionTop(section) else { return nil }
        let range = rows(inSection: section, from: point.y, to: point.y + 0.001)
        guard let row = range.first else { return nil }
        let indexPath = IndexPath(row: row, section: section)
        return rowRect(indexPath).contains(point) ? indexPath : nil
    }

    /// How a row is dressed: the rounded corners of an inset-grouped section and whether
    /// a separator runs under it.
    @MainActor
    func decoration(for indexPath: IndexPath, appearance: UICollectionLayoutListConfiguration.Appearance) -> ListDecoration {
        let count = rowCounts[indexPath.section]
        let isFirst = indexPath.row == 0, isLast = indexPath.row == count - 1
        var decoration = ListDecoration()
        decoration.appearance = appearance
        if appearance == .insetGrouped {
            decoration.cornerRadius = UICollectionLayoutListConfiguration.insetGroupedCornerRadius
            if isFirst { decoration.roundedCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { decoration.roundedCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        let isLastOfTable = isLast && indexPath.section == rowCounts.count - 1
        decoration.showsBottomSeparator = appearance == .plain ? !isLastOfTable : !isLast
        return decoration
    }
}
