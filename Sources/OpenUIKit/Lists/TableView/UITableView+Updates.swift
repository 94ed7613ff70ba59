import Foundation

extension UITableView {
    /// Applies the inserts, deletes, moves and reloads made in `updates` together,
    /// animating rows to their new places. Change the data source's data inside
    /// `updates`, as UIKit requires; when the new counts do not match the changes, the
    /// table logs it and reloads instead (UIKit raises an exception).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        applyBatchUpdate(animated: true, updates, completion: completion)
    }

    /// Starts a group of changes that `endUpdates()` applies together.
    public func beginUpdates() {
        if pendingUpdate == nil {
            pendingUpdate = BatchUpdate()
            openUpdateGroups = 0
        }
        openUpdateGroups += 1
    }

    /// Applies the changes made since `beginUpdates()`, animated.
    public func endUpdates() {
        guard pendingUpdate != nil, openUpdateGroups > 0 else { return }
        openUpdateGroups -= 1
        guard openUpdateGroups == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        applyBatchUpdate(animated: true, { self.pendingUpdate = update }, completion: nil)
    }

    /// Inserts rows (at their new index paths).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation, for: indexPaths.map { .row($0) }) { $0.insertedItems += indexPaths }
    }

    /// Deletes rows (at their old index paths).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation, for: indexPaths.map { .row($0) }) { $0.deletedItems += indexPaths }
    }

    /// Replaces the cells of rows with newly dequeued ones.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation, for: indexPaths.map { .row($0) }) { $0.reloadedItems += indexPaths }
    }

    /// Runs the data source again on the rows' existing cells, without replacing them.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record(.none, for: []) { $0.reconfiguredItems += indexPaths }
    }

    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic, for: []) { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation, for: sections.map { .header($0) }) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation, for: sections.map { .header($0) }) { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their cells are replaced.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation, for: sections.map { .header($0) }) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic, for: []) { $0.movedSections.append((section, newSection)) }
    }

    /// Adds to the batch being recorded, or applies the change alone. A section's
    /// animation is filed under its header.
    private func record(_ animation: RowAnimation, for elements: [TableGeometry.Element], _ change: (inout BatchUpdate) -> Void) {
        for element in elements { pendingAnimations[element] = animation }
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        withoutActuallyEscaping(change) { change in
            applyBatchUpdate(animated: animation != .none, { change(&self.pendingUpdate!) }, completion: nil)
        }
    }

    /// Records `updates`, checks them against the data source's new counts, moves the
    /// visible rows to their new index paths, rebuilds the geometry (keeping measured
    /// heights) and lays out, animated or not.
    func applyBatchUpdate(animated: Bool, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let nested = pendingUpdate != nil
        if !nested { pendingUpdate = BatchUpdate() }
        // Counts never read have nothing to be checked against: the table just loads.
        let countsWereCurrent = countsAreCurrent
        updates?()
        guard !nested, let update = pendingUpdate else { return }
        pendingUpdate = nil
        let animations = pendingAnimations, fallback = pendingFallbackAnimation
        pendingAnimations.removeAll()
        pendingFallbackAnimation = .automatic
        guard countsWereCurrent else {
            reloadData()
            completion?(true)
            return
        }

        prepareGeometryIfNeeded()
        let oldCounts = rowCounts
        let newCounts = currentDataSourceCounts()
        let mapping = BatchUpdateMapping(update, oldSectionCount: oldCounts.count)
        guard update.turns(oldCounts, into: newCounts, through: mapping) else {
            print("OpenUIKit: the data source's counts \(newCounts) do not follow from \(oldCounts) and the batch update; reloading the table view")
            reloadData()
            layoutIfNeeded()
            completion?(true)
            return
        }
        let leaving = moveVisibleViews(with: mapping, update: update, animations: animations, fallback: fallback)
        moveSelection(with: mapping)
        rebuildGeometry(through: mapping, update: update, newCounts: newCounts)
        reconfigure(update.reconfiguredItems.compactMap(mapping.newIndexPath))

        guard animated, window != nil else {
            for departure in leaving.departures { recycle(departure.view) }
            layoutIfNeeded()
            completion?(true)
            return
        }
        animate(leaving, mapping: mapping, animations: animations, fallback: fallback, completion: completion)
    }

    private func moveSelection(with mapping: BatchUpdateMapping) {
        selectedRows = selectedRows.compactMap(mapping.newIndexPath)
        selectedRowSet = Set(selectedRows)
    }

    /// Re-keys the visible cells and header views by their new places; returns the ones
    /// leaving (deleted or reloaded) and where the rest were.
    private func moveVisibleViews(with mapping: BatchUpdateMapping, update: BatchUpdate, animations: [TableGeometry.Element: RowAnimation], fallback: RowAnimation) -> TableViewsInUpdate {
        var result = TableViewsInUpdate()
        var cells: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in cellsOnScreen {
            let replaced = mapping.reloadedItems.contains(indexPath) || update.reloadedSections.contains(indexPath.section)
            guard !replaced, let target = mapping.newIndexPath(for: indexPath) else {
                let animation = animations[.row(indexPath)] ?? animations[.header(indexPath.section)] ?? fallback
                result.departures.append((cell, animation))
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                cell.stopTracking(.properties)
                continue
            }
            cells[target] = cell
            result.oldFrames[ObjectIdentifier(cell)] = cell.frame
        }
        cellsOnScreen = cells
        var headerFooters: [TableGeometry.Element: UIView] = [:]
        for (element, view) in visibleHeaderFooters {
            guard let section = element.section, !update.reloadedSections.contains(section), let target = mapping.newSection(for: section) else {
                result.departures.append((view, animations[.header(element.section ?? 0)] ?? fallback))
                continue
            }
            headerFooters[element.isFooter ? .footer(target) : .header(target)] = view
            result.oldFrames[ObjectIdentifier(view)] = view.frame
        }
        visibleHeaderFooters = headerFooters
        return result
    }

    /// The geometry after the update: measured heights travel with their rows and
    /// sections; inserted and reloaded ones are asked for again.
    private func rebuildGeometry(through mapping: BatchUpdateMapping, update: BatchUpdate, newCounts: [Int]) {
        let carried = mapping.carry(geometry.rowExtents.map { $0.map(Optional.some) }, newCounts: newCounts, fill: nil)
        var oldSectionOf = [Int?](repeating: nil, count: newCounts.count)
        for old in 0..<geometry.numberOfSections {
            if let new = mapping.newSection(for: old), oldSectionOf.indices.contains(new), !update.reloadedSections.contains(old) { oldSectionOf[new] = old }
        }
        let reloaded = Set(update.reloadedItems.compactMap(mapping.newIndexPath))
        rowCounts = newCounts
        let rows = newCounts.indices.map { section in
            (0..<newCounts[section]).map { row -> TableGeometry.Extent in
                // Fixed heights are asked for again (begin/endUpdates animates height
                // changes); measured ones travel with their rows.
                let indexPath = IndexPath(row: row, section: section)
                let fresh = rowExtent(indexPath)
                guard fresh.sizesItself, oldSectionOf[section] != nil, !reloaded.contains(indexPath), let extent = carried[section][row], extent.sizesItself else { return fresh }
                return extent
            }
        }
        let old = geometry
        geometry = TableGeometry(rowCounts: newCounts, rows: rows,
                                 headers: newCounts.indices.map { oldSectionOf[$0].map(old.headerExtent) ?? headerFooterExtent(section: $0, isFooter: false) },
                                 footers: newCounts.indices.map { oldSectionOf[$0].map(old.footerExtent) ?? headerFooterExtent(section: $0, isFooter: true) })
        sectionsWithoutViews = Set(sectionsWithoutViews.compactMap { element in
            guard let section = element.section, let new = mapping.newSection(for: section) else { return nil }
            return element.isFooter ? .footer(new) : .header(new)
        })
        applyFrameToGeometry()
        updateContentSize()
        setNeedsLayout()
    }

    /// Runs the data source again on the cells of these (new) index paths.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForRow(at: indexPath) else { continue }
            reconfiguringCells[indexPath] = cell
            _ = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCells[indexPath] = nil
        }
    }

    private func recycle(_ view: UIView) {
        view.alpha = 1
        if let cell = view as? UITableViewCell { enqueue(cell) } else { enqueue(headerFooter: view) }
    }

    /// Lays out at the new places, then animates kept views from their old frames, new
    /// rows in and leaving rows out as their `RowAnimation` says.
    private func animate(_ leaving: TableViewsInUpdate, mapping: BatchUpdateMapping, animations: [TableGeometry.Element: RowAnimation], fallback: RowAnimation, completion: ((Bool) -> Void)?) {
        let before = Set(cellsOnScreen.values.map(ObjectIdentifier.init)).union(visibleHeaderFooters.values.map(ObjectIdentifier.init))
        UIView.performWithoutAnimation { layoutIfNeeded() }
        let shown: [(TableGeometry.Element, UIView)] = cellsOnScreen.map { (.row($0.key), $0.value) } + visibleHeaderFooters.map { ($0.key, $0.value) }
        var kept: [ViewTransition] = []
        for (_, view) in shown {
            guard let old = leaving.oldFrames[ObjectIdentifier(view)] else { continue }
            kept.append(ViewTransition(view: view, from: old, fromAlpha: 1, to: view.frame, toAlpha: view.alpha))
        }
        let slide = ListUpdateAnimation.slide(of: kept)
        var transitions = kept
        for (element, view) in shown where !before.contains(ObjectIdentifier(view)) {
            let animation = insertionAnimation(for: element, mapping: mapping, animations: animations, fallback: fallback)
            let start = animation.map { offsetFrame(view.frame, for: $0) } ?? view.frame.offsetBy(dx: -slide.dx, dy: -slide.dy)
            let fades = animation.map { $0 != .none } ?? false
            transitions.append(ViewTransition(view: view, from: start, fromAlpha: fades ? 0 : view.alpha, to: view.frame, toAlpha: view.alpha))
        }
        for (view, animation) in leaving.departures {
            sendSubviewToBack(view)
            if let backgroundView { sendSubviewToBack(backgroundView) }
            let fades = animation != .none
            transitions.append(ViewTransition(view: view, from: view.frame, fromAlpha: view.alpha, to: offsetFrame(view.frame, for: animation), toAlpha: fades ? 0 : view.alpha))
        }
        keepIndicatorsOnTop()
        ListUpdateAnimation.run(transitions) { finished in
            for (view, _) in leaving.departures { self.recycle(view) }
            completion?(finished)
        }
    }

    /// The animation of a view that appeared: its row's or section's when it was
    /// inserted or reloaded, `nil` when it only scrolled into place.
    private func insertionAnimation(for element: TableGeometry.Element, mapping: BatchUpdateMapping, animations: [TableGeometry.Element: RowAnimation], fallback: RowAnimation) -> RowAnimation? {
        switch element {
        case .row(let indexPath):
            if let animation = animations[.row(indexPath)], mapping.wasInserted(indexPath) || mapping.reloadedItems.contains(indexPath) { return animation }
            return mapping.wasInserted(indexPath) ? animations[.header(indexPath.section)] ?? fallback : animations[.header(indexPath.section)]
        case .header(let section), .footer(let section):
            return animations[.header(section)]
        }
    }

    /// Where a row slides from (inserted) or to (deleted) for an animation.
    private func offsetFrame(_ frame: CGRect, for animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: frame.offsetBy(dx: frame.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .fade, .none, .automatic: frame
        }
    }
}

/// The views a table update moved: those leaving, with their animation, and where the
/// others were before.
struct TableViewsInUpdate {
    var departures: [(view: UIView, animation: UITableView.RowAnimation)] = []
    var oldFrames: [ObjectIdentifier: CGRect] = [:]
}
