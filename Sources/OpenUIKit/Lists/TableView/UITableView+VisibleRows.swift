import Foundation

extension UITableView {
    /// How far above and below the visible area cells are kept ready.
    private static let preparedMargin: CGFloat = 60
    /// Rounds of self-sizing per layout pass: each round measures the rows that appeared.
    private static let sizingRounds = 6
    /// The estimate of self-sizing rows when none is given.
    static let defaultRowEstimate: CGFloat = 44
    /// The reuse identifier of the header and footer views the table makes for titles.
    static let titleHeaderFooterIdentifier = "OpenUIKit.TitleHeaderFooter"

    // MARK: Geometry

    /// Builds the geometry from the data source and delegate when it is out of date (new
    /// data, new heights, a new width), and takes its content size.
    func prepareGeometryIfNeeded() {
        refreshCountsIfNeeded()
        if bounds.width != lastLayoutWidth {
            lastLayoutWidth = bounds.width
            geometryIsCurrent = false
        }
        guard !geometryIsCurrent else { return }
        geometryIsCurrent = true
        sectionsWithoutViews.removeAll()
        geometry = TableGeometry(rowCounts: rowCounts,
                                 rows: rowCounts.indices.map { section in (0..<rowCounts[section]).map { rowExtent(IndexPath(row: $0, section: section)) } },
                                 headers: rowCounts.indices.map { headerFooterExtent(section: $0, isFooter: false) },
                                 footers: rowCounts.indices.map { headerFooterExtent(section: $0, isFooter: true) })
        applyFrameToGeometry()
        updateContentSize()
    }

    /// The width, side insets and table header and footer heights.
    func applyFrameToGeometry() {
        geometry.width = bounds.width
        geometry.sideInset = style == .insetGrouped ? (bounds.width >= 414 ? 20 : 16) : 0
        geometry.tableHeaderHeight = tableHeaderView.map { max(0, $0.frame.height) } ?? 0
        geometry.tableFooterHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A row's height from the delegate (or `rowHeight`); automatic heights (and NaN,
    /// read as automatic) start from the estimate. Infinite heights are clamped.
    func rowExtent(_ indexPath: IndexPath) -> TableGeometry.Extent {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 { return .init(height: height, sizesItself: false) }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return .init(height: estimate > 0 ? estimate : Self.defaultRowEstimate, sizesItself: true)
    }

    /// A header's or footer's height. Automatic ones size themselves when the section
    /// has (or may have, through the delegate) a view; without one they take the style's
    /// empty height.
    func headerFooterExtent(section: Int, isFooter: Bool) -> TableGeometry.Extent {
        let delegate = tableDelegate
        let height = isFooter ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height >= 0 { return .init(height: height, sizesItself: false) }
        let title = isFooter ? dataSource?.tableView(self, titleForFooterInSection: section) : dataSource?.tableView(self, titleForHeaderInSection: section)
        guard title != nil || delegate != nil else { return .init(height: emptyHeight(isFooter: isFooter), sizesItself: false) }
        let estimate = isFooter ? delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
            : delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
        return .init(height: estimate > 0 ? estimate : defaultHeaderFooterEstimate(isFooter: isFooter), sizesItself: true)
    }

    /// The room a section's missing header or footer leaves: grouped styles keep their
    /// sections apart.
    private func emptyHeight(isFooter: Bool) -> CGFloat {
        style == .plain || isFooter ? 0 : 35
    }

    private func defaultHeaderFooterEstimate(isFooter: Bool) -> CGFloat {
        style == .plain || isFooter ? 28 : 38
    }

    // MARK: Visible rows

    /// Brings the cells and header views on screen in line with the geometry: those that
    /// left go to their reuse queues, new rows get cells from the data source, and
    /// self-sizing rows are measured until heights settle.
    func layoutVisibleRows() {
        prepareGeometryIfNeeded()
        applyFrameToGeometry()
        for _ in 0..<Self.sizingRounds {
            guard updateVisibleElements() else { break }
        }
        updateContentSize()
        layoutTableHeaderAndFooter()
        keepIndicatorsOnTop()
        prefetchAhead()
    }

    /// The area whose rows exist: the bounds, grown up and down while prefetching is enabled.
    private var preparedRect: CGRect {
        isPrefetchingEnabled ? bounds.insetBy(dx: 0, dy: -Self.preparedMargin) : bounds
    }

    /// One round; returns whether a measured height changed the geometry.
    private func updateVisibleElements() -> Bool {
        let wanted = geometry.elements(in: preparedRect, keepHeaders: style == .plain)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in cellsOnScreen where !wantedSet.contains(.row(indexPath)) {
            cellsOnScreen[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (element, view) in visibleHeaderFooters where !wantedSet.contains(element) {
            visibleHeaderFooters[element] = nil
            endDisplaying(view, element: element)
        }
        var changed = false
        var raiseHeaders = false
        for element in wanted {
            switch element {
            case .row(let indexPath):
                guard let cell = cellsOnScreen[indexPath] ?? makeCell(at: indexPath) else { continue }
                place(cell, at: indexPath)
                if cell.sizesItself, cell.needsSizing, measure(cell, element: element) { changed = true }
            case .header, .footer:
                if let view = visibleHeaderFooters[element] {
                    placeHeaderFooter(view, element)
                } else if let view = makeHeaderFooter(element) {
                    raiseHeaders = true
                    placeHeaderFooter(view, element)
                    if geometry.sizesItself(element), measure(view, element: element) { changed = true }
                } else if geometry.sizesItself(element) {
                    sectionsWithoutViews.insert(element)
                    if resize(element, to: emptyHeight(isFooter: element.isFooter), sizesItself: false) { changed = true }
                }
            }
        }
        if raiseHeaders || style == .plain {
            for view in visibleHeaderFooters.values where subviews.last !== view { bringSubviewToFront(view) }
        }
        return changed
    }

    private func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        adopt(cell)
        // The data source may have changed the older labels, which do not ask for layout.
        cell.setNeedsLayout()
        cell.isSelected = selectedRowSet.contains(indexPath)
        cell.sizesItself = geometry.sizesItself(.row(indexPath))
        cell.needsSizing = true
        cellsOnScreen[indexPath] = cell
        place(cell, at: indexPath)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let frame = geometry.rowRect(indexPath)
        if cell.frame != frame { cell.frame = frame }
        cell.listDecoration = geometry.decoration(for: indexPath, appearance: listAppearance)
    }

    /// The header or footer view of a section: the delegate's, or one showing the data
    /// source's title; `nil` when the section has neither.
    private func makeHeaderFooter(_ element: TableGeometry.Element) -> UIView? {
        guard !sectionsWithoutViews.contains(element), let section = element.section else { return nil }
        let isFooter = element.isFooter
        var view = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section) : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if view == nil, let title = isFooter ? dataSource?.tableView(self, titleForFooterInSection: section) : dataSource?.tableView(self, titleForHeaderInSection: section) {
            view = titleView(title, isFooter: isFooter)
        }
        guard let view else { return nil }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.tableStyle = style
            headerFooter.isFooter = isFooter
        }
        if view.superview !== self { addSubview(view) }
        visibleHeaderFooters[element] = view
        if isFooter {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
        return view
    }

    private func titleView(_ title: String, isFooter: Bool) -> UITableViewHeaderFooterView {
        let identifier = Self.titleHeaderFooterIdentifier
        let view = headerFooterQueues[identifier]?.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.isHidden = false
        view.tableStyle = style
        view.isFooter = isFooter
        var content = view.defaultContentConfiguration()
        content.text = title
        view.contentConfiguration = content
        return view
    }

    /// Places a header or footer; plain tables pin them to the visible area while their
    /// section is in view.
    private func placeHeaderFooter(_ view: UIView, _ element: TableGeometry.Element) {
        var frame = geometry.rect(of: element)
        if style == .plain, let section = element.section {
            let top = bounds.minY + adjustedContentInset.top, bottom = bounds.maxY - adjustedContentInset.bottom
            let sectionTop = geometry.sectionTop(section), sectionBottom = geometry.sectionBottom(section)
            if element.isFooter {
                frame.origin.y = max(min(frame.minY, bottom - frame.height), sectionTop + geometry.headerExtent(section).height)
            } else {
                frame.origin.y = min(max(frame.minY, top), sectionBottom - geometry.footerExtent(section).height - frame.height)
            }
            (view as? UITableViewHeaderFooterView)?.isPinned = frame.minY != geometry.rect(of: element).minY
        }
        if view.frame != frame { view.frame = frame }
    }

    /// Measures a self-sizing element and gives the geometry its height.
    private func measure(_ view: UIView, element: TableGeometry.Element) -> Bool {
        view.updatePropertiesIfNeeded()
        let width = geometry.rect(of: element).width
        let height: CGFloat
        switch view {
        case let cell as UITableViewCell:
            cell.needsSizing = false
            height = cell.fittingHeight(forWidth: width)
        case let headerFooter as UITableViewHeaderFooterView:
            height = headerFooter.fittingHeight(forWidth: width)
        default:
            height = view.usesConstraintsForSizing || !view.constraints.isEmpty
                ? view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
                : view.frame.height
        }
        let scale = max(1, traitCollection.displayScale)
        return resize(element, to: (height * scale).rounded(.up) / scale, sizesItself: true)
    }

    /// Changes an element's height; keeps what is on screen still when the element is
    /// above the visible area. Returns whether the height changed.
    private func resize(_ element: TableGeometry.Element, to height: CGFloat, sizesItself: Bool) -> Bool {
        let old = geometry.rect(of: element)
        let delta = geometry.setHeight(height, of: element, sizesItself: sizesItself)
        guard delta != 0 else { return false }
        let visibleTop = contentOffset.y + adjustedContentInset.top
        if old.maxY <= visibleTop + 0.5, !isTracking { bounds.origin.y += delta }
        updateContentSize()
        return true
    }

    private func layoutTableHeaderAndFooter() {
        if let tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if tableHeaderView.frame != frame { tableHeaderView.frame = frame }
        }
        if let tableFooterView {
            let frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width, height: geometry.tableFooterHeight)
            if tableFooterView.frame != frame { tableFooterView.frame = frame }
        }
    }

    /// Re-dresses the visible rows after a separator setting changed.
    func refreshVisibleDecorations() {
        for cell in cellsOnScreen.values { cell.tableStyleDidChange() }
    }

    // MARK: Leaving the screen

    /// Takes a cell off screen: tells the delegate, then queues it for reuse.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueue(cell)
    }

    func endDisplaying(_ view: UIView, element: TableGeometry.Element) {
        if let section = element.section {
            if element.isFooter {
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            }
        }
        enqueue(headerFooter: view)
    }
}

extension TableGeometry.Element {
    /// The section of a header or footer.
    var section: Int? {
        switch self {
        case .header(let section), .footer(let section): section
        case .row: nil
        }
    }

    var isFooter: Bool {
        if case .footer = self { return true }
        return false
    }
}
