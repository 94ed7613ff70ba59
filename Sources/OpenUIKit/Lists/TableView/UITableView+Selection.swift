import Foundation

extension UITableView {
    /// The selected row (the first selected, when several are).
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows, in the order they were selected (`nil` when none).
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows
    }

    private var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    private var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Selects a row without asking the delegate (`nil` deselects all), and scrolls to it
    /// when a position is given.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedRows { deselectRow(at: selected, animated: animated) }
            return
        }
        guard selectionAllowed || isEditing, isValidRow(indexPath) else { return }
        if !multipleSelectionAllowed {
            for selected in selectedRows where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if selectedRowSet.insert(indexPath).inserted { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRowSet.remove(indexPath) != nil else { return }
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    func isValidRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    // MARK: Touches

    private func row(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return indexPathForRow(at: touch.location(in: self))
    }

    func rowTouchBegan(_ touches: Set<UITouch>) {
        guard selectionAllowed, !swipeActions.touchOnlyCloses, let indexPath = row(under: touches) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func rowTouchMoved(_ touches: Set<UITouch>) {
        guard let touchedRow else { return }
        cellForRow(at: touchedRow)?.setHighlighted(row(under: touches) == touchedRow, animated: false)
    }

    func rowTouchEnded(_ touches: Set<UITouch>) {
        guard let indexPath = touchedRow else { return }
        endRowHighlight()
        guard row(under: touches) == indexPath else { return }
        userTapped(indexPath)
    }

    func endRowHighlight() {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap selects the row (or, when several may be selected and it is, deselects it),
    /// asking the delegate's `willSelect`/`willDeselect` first, which may redirect it.
    private func userTapped(_ tapped: IndexPath) {
        if selectedRowSet.contains(tapped), multipleSelectionAllowed {
            guard let indexPath = askWillDeselect(tapped) else { return }
            deselectRow(at: indexPath, animated: true)
            tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        let redirected = tableDelegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let indexPath = redirected, isValidRow(indexPath) else { return }
        if !multipleSelectionAllowed {
            for selected in selectedRows where selected != indexPath {
                guard let deselected = askWillDeselect(selected) else { continue }
                deselectRow(at: deselected, animated: true)
                tableDelegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: indexPath, animated: true, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// The row the delegate's `willDeselect` names instead (`nil`: keep it selected).
    private func askWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath)
    }
}
