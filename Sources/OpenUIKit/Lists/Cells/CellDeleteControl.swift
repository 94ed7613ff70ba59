import Foundation

/// The editing delete accessory: a red disc with a white bar. A tap runs the app's
/// handler or shows the row's trailing swipe actions, as UIKit's does.
@MainActor
final class CellDeleteControl: UIControl {
    private let fill: UIColor
    private let mark: UIColor

    init(fill: UIColor, mark: UIColor, actionHandler: (() -> Void)?) {
        self.fill = fill
        self.mark = mark
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        isOpaque = false
        backgroundColor = nil
        addAction(UIAction { [weak self] _ in
            if let actionHandler { actionHandler() } else { self?.revealSwipeActions() }
        }, for: .primaryActionTriggered)
        isAccessibilityElement = true
        accessibilityLabel = "Delete"
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { return nil }

    // A finger is wider than the disc.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -11, dy: -11).contains(point)
    }

    private func revealSwipeActions() {
        if let cell = enclosingSelfSizingCell, let list = cell.owningCollectionView, let indexPath = list.indexPath(for: cell) {
            list.swipeActions.open(indexPath, cell: cell, leading: false)
        } else if let cell = superview as? UITableViewCell, let table = cell.owningTableView, let indexPath = table.indexPath(for: cell) {
            table.swipeActions.open(indexPath, cell: cell, leading: false)
        }
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIBezierPath(ovalIn: bounds).fill()
        mark.setFill()
        let bar = CGRect(x: bounds.midX - 6, y: bounds.midY - 1, width: 12, height: 2)
        UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
    }
}
