import Foundation

/// The editing reorder accessory: three grey lines. Dragging it moves its row through the
/// list's interactive movement.
@MainActor
final class CellReorderControl: UIView {
    private let tint: UIColor

    init(tint: UIColor) {
        self.tint = tint
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        isOpaque = false
        backgroundColor = nil
        let pan = UIPanGestureRecognizer()
        pan.actions.append { [weak self] in self?.dragged($0 as! UIPanGestureRecognizer) }
        addGestureRecognizer(pan)
        isAccessibilityElement = true
        accessibilityLabel = "Reorder"
    }

    required init?(coder: NSCoder) { return nil }

    /// A drag that starts on the handle moves the row: the list neither scrolls nor
    /// swipes with it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer is UIPanGestureRecognizer, gestureRecognizer.view !== self { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -11, dy: -11).contains(point)
    }

    /// The list and index path of the row this handle is in.
    private var list: (UICollectionView, IndexPath)? {
        guard let cell = enclosingSelfSizingCell, let list = cell.owningCollectionView, let indexPath = list.indexPath(for: cell) else { return nil }
        return (list, indexPath)
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (list, indexPath) = list else { return }
            _ = list.beginInteractiveMovementForItem(at: indexPath)
            list.updateInteractiveMovementTargetPosition(pan.location(in: list))
        case .changed:
            guard let collection = movingList else { return }
            collection.updateInteractiveMovementTargetPosition(pan.location(in: collection))
        case .ended:
            movingList?.endInteractiveMovement()
        case .cancelled, .failed:
            movingList?.cancelInteractiveMovement()
        default:
            break
        }
    }

    /// The list this handle's row is moving in.
    private var movingList: UICollectionView? {
        guard let list = enclosingSelfSizingCell?.owningCollectionView, list.interactiveMovement != nil else { return nil }
        return list
    }

    override func draw(_ rect: CGRect) {
        tint.setFill()
        for row in 0..<3 {
            let bar = CGRect(x: bounds.midX - 9, y: bounds.midY - 6 + CGFloat(row) * 5.5, width: 18, height: 1.5)
            UIBezierPath(roundedRect: bar, cornerRadius: 0.75).fill()
        }
    }
}
