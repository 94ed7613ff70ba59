import Foundation

extension UICollectionView {
    /// Applies the inserts, deletes, moves and reloads made in `updates` together,
    /// animating cells to their new places (inserted ones fade in, deleted ones out).
    /// Change the data source's data inside `updates`, as UIKit requires; when the new
    /// counts do not match the changes, the collection view logs it and reloads instead
    /// (UIKit raises an exception).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        applyBatchUpdate(animated: true, updates, completion: completion)
    }

    /// Inserts items (at their new index paths).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Deletes items (at their old index paths).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Replaces the cells of items with newly dequeued ones.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Runs the cell provider again on the items' existing cells, without replacing them.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems += indexPaths }
    }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their cells are replaced.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds to the batch being recorded, or applies the change alone.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        withoutActuallyEscaping(change) { change in
            applyBatchUpdate(animated: true, { change(&self.pendingUpdate!) }, completion: nil)
        }
    }

    /// Records `updates`, checks them against the data source's new counts, moves the
    /// visible cells to their new index paths, and lays out (animated or not).
    func applyBatchUpdate(animated: Bool, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let nested = pendingUpdate != nil
        if !nested { pendingUpdate = BatchUpdate() }
        updates?()
        guard !nested, let update = pendingUpdate else { return }
        pendingUpdate = nil

        let oldCounts = itemCounts
        let newCounts = currentDataSourceCounts()
        let mapping = BatchUpdateMapping(update, oldSectionCount: oldCounts.count)
        guard countsAreCurrent, update.turns(oldCounts, into: newCounts, through: mapping) else {
            if countsAreCurrent {
                print("OpenUIKit: the data source's counts \(newCounts) do not follow from \(oldCounts) and the batch update; reloading the collection view")
            }
            reloadData()
            layoutIfNeeded()
            completion?(true)
            return
        }
        itemCounts = newCounts
        moveSelection(with: mapping)
        let moved = moveVisibleViews(with: mapping, update: update)
        collectionViewLayout.itemsDidMove(mapping, newCounts: newCounts)
        collectionViewLayout.prepare(forCollectionViewUpdates: updateItems(for: update))
        collectionViewLayout.invalidateLayout()
        reconfigure(update.reconfiguredItems.compactMap(mapping.newIndexPath))

        guard animated, window != nil else {
            for (view, _) in moved.disappearing { view.removeFromSuperviewIfQueued(in: self) }
            layoutIfNeeded()
            collectionViewLayout.finalizeCollectionViewUpdates()
            completion?(true)
            return
        }
        animateUpdate(moved: moved, mapping: mapping, completion: completion)
    }

    private func moveSelection(with mapping: BatchUpdateMapping) {
        let kept = selectedItems.compactMap(mapping.newIndexPath)
        selectedItems = kept
        selectedItemSet = Set(kept)
    }

    /// Re-keys the visible views by their new index paths; returns deleted and reloaded
    /// views (to fade out) and the old frames of the rest.
    private func moveVisibleViews(with mapping: BatchUpdateMapping, update: BatchUpdate) -> MovedViews {
        var result = MovedViews()
        var rekeyed: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleViews {
            var newKey = key
            let target: IndexPath?
            if key.category == .cell {
                target = mapping.newIndexPath(for: key.indexPath)
                if mapping.reloadedItems.contains(key.indexPath) || update.reloadedSections.contains(key.indexPath.section) {
                    result.disappearing.append((view, key))
                    continue
                }
            } else {
                target = mapping.newSection(for: key.indexPath.section).map { IndexPath(item: key.indexPath.item, section: $0) }
            }
            guard let target else {
                result.disappearing.append((view, key))
                continue
            }
            newKey.indexPath = target
            rekeyed[newKey] = view
            result.oldFrames[ObjectIdentifier(view)] = view.frame
        }
        visibleViews = rekeyed
        for (view, key) in result.disappearing {
            if let delegate = collectionDelegate, let cell = view as? UICollectionViewCell, key.category == .cell {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
            view.stopTracking(.properties)
        }
        return result
    }

    /// Runs the cell provider again on the cells of these (new) index paths.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cellForItem(at: indexPath) else { continue }
            reconfiguringCells[indexPath] = cell
            _ = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCells[indexPath] = nil
        }
    }

    private func updateItems(for update: BatchUpdate) -> [UICollectionViewUpdateItem] {
        update.deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            + update.insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            + update.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
            + update.reloadedItems.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
    }

    /// Lays out at the new positions, then animates every kept view from its old frame,
    /// new views in from transparent and removed views out to transparent.
    private func animateUpdate(moved: MovedViews, mapping: BatchUpdateMapping, completion: ((Bool) -> Void)?) {
        let before = Set(visibleViews.values.map(ObjectIdentifier.init))
        UIView.performWithoutAnimation { layoutIfNeeded() }
        var kept: [ViewTransition] = []
        for view in visibleViews.values {
            guard let old = moved.oldFrames[ObjectIdentifier(view)] else { continue }
            kept.append(ViewTransition(view: view, from: old, fromAlpha: view.alpha, to: view.frame, toAlpha: view.alpha))
        }
        let slide = ListUpdateAnimation.slide(of: kept)
        var transitions = kept
        for (key, view) in visibleViews where !before.contains(ObjectIdentifier(view)) {
            let inserted = key.category == .cell && mapping.wasInserted(key.indexPath)
            let start = inserted ? view.frame : view.frame.offsetBy(dx: -slide.dx, dy: -slide.dy)
            transitions.append(ViewTransition(view: view, from: start, fromAlpha: inserted ? 0 : view.alpha, to: view.frame, toAlpha: view.alpha))
        }
        for (view, _) in moved.disappearing {
            bringSubviewToFront(view)
            transitions.append(ViewTransition(view: view, from: view.frame, fromAlpha: view.alpha, to: view.frame, toAlpha: 0))
        }
        keepIndicatorsOnTop()
        ListUpdateAnimation.run(transitions) { finished in
            for (view, _) in moved.disappearing {
                view.alpha = 1
                view.removeFromSuperviewIfQueued(in: self)
            }
            self.collectionViewLayout.finalizeCollectionViewUpdates()
            completion?(finished)
        }
    }
}

/// The views a batch update moved: those leaving (deleted or reloaded) and where the
/// others were before.
struct MovedViews {
    var disappearing: [(view: UICollectionReusableView, key: ElementKey)] = []
    var oldFrames: [ObjectIdentifier: CGRect] = [:]
}

extension UICollectionReusableView {
    /// Sends a view that left in a batch update to its reuse queue.
    func removeFromSuperviewIfQueued(in collectionView: UICollectionView) {
        collectionView.enqueue(self, kind: appliedAttributes?.representedElementKind)
    }
}
