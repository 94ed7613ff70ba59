import Foundation

/// The swipe actions of a collection or table view's rows: a horizontal drag across a row
/// slides its content aside and shows the actions its list gives for that edge; the row
/// stays open on the buttons or, dragged all the way, performs its first action. A touch
/// anywhere else closes an open row without selecting anything.
///
/// The row's content slides by its bounds' origin, so the cell's own layout is untouched.
@MainActor
final class ListSwipeActionsDriver {
    /// What the list answers: the row at a point in the list, and its swipe actions for
    /// one edge (`leading` or trailing).
    struct Hooks {
        var cellAt: (CGPoint) -> (IndexPath, UIView)?
        var configuration: (IndexPath, _ leading: Bool) -> UISwipeActionsConfiguration?
    }

    /// A row showing its actions.
    @MainActor
    private final class SwipedRow {
        let indexPath: IndexPath
        weak var cell: UIView?
        let actions: SwipeActionsView
        let cellClipped: Bool
        /// How far the content has moved aside, points (always positive).
        var reveal: CGFloat = 0

        init(indexPath: IndexPath, cell: UIView, actions: SwipeActionsView) {
            self.indexPath = indexPath
            self.cell = cell
            self.actions = actions
            cellClipped = cell.clipsToBounds
        }
    }

    private static let animationDuration: TimeInterval = 0.3
    /// A fling faster than this opens or closes the row whatever its reveal.
    private static let flingSpeed: CGFloat = 400

    private let hooks: Hooks
    private(set) lazy var recognizer: UIPanGestureRecognizer = makeRecognizer()
    private var row: SwipedRow?
    private var revealAtDragStart: CGFloat = 0
    /// Whether the touch now down began while a row was open and only closes it.
    private(set) var touchOnlyCloses = false

    init(hooks: Hooks) {
        self.hooks = hooks
    }

    /// The row whose actions show, if any.
    var openIndexPath: IndexPath? { row?.reveal ?? 0 > 0 ? row?.indexPath : nil }

    private func makeRecognizer() -> UIPanGestureRecognizer {
        let recognizer = SwipeActionsPanGestureRecognizer()
        recognizer.touchDidBegin = { [unowned self] point in touchBegan(at: point) }
        recognizer.touchDidEnd = { [unowned self] in touchEnded() }
        recognizer.mayBegin = { [unowned self] translation in mayBegin(moving: translation) }
        recognizer.actions.append { [unowned self] in panned($0 as! UIPanGestureRecognizer) }
        return recognizer
    }

    // MARK: Opening

    /// Shows the actions of `indexPath`'s row for one edge, as the editing delete button
    /// does. Returns whether the row has actions there.
    @discardableResult
    func open(_ indexPath: IndexPath, cell: UIView, leading: Bool) -> Bool {
        close(animated: false)
        let side = physicalSide(leading: leading, in: cell)
        guard let actions = prepare(indexPath, cell: cell, side: side) else { return false }
        UIView.animate(withDuration: Self.animationDuration) { self.setReveal(actions.naturalWidth) }
        return true
    }

    /// Slides an open row's content back.
    func close(animated: Bool) {
        guard let row else { return }
        self.row = nil
        let finish = { [row] in
            row.actions.removeFromSuperview()
            row.cell?.clipsToBounds = row.cellClipped
        }
        guard animated, let cell = row.cell else {
            if let cell = row.cell { cell.bounds.origin.x = 0 }
            finish()
            return
        }
        UIView.animate(withDuration: Self.animationDuration, animations: {
            cell.bounds.origin.x = 0
            Self.place(row.actions, reveal: 0, in: cell)
        }, completion: { _ in finish() })
    }

    /// Forgets a row whose cell leaves the screen or is reused.
    func cellWillBeReused(_ cell: UIView) {
        if row?.cell === cell { close(animated: false) }
    }

    // MARK: Touches

    private func touchBegan(at point: CGPoint) {
        touchOnlyCloses = false
        guard let row, let cell = row.cell, let list = recognizer.view else { return }
        let inActions = row.actions.bounds.contains(list.convert(point, to: row.actions))
        if inActions { return }
        touchOnlyCloses = true
        // A touch on the open row may drag it on; anywhere else closes it at once.
        if hooks.cellAt(point)?.1 !== cell { close(animated: true) }
    }

    private func touchEnded() {
        if touchOnlyCloses, recognizer.state == .possible || recognizer.state == .failed { close(animated: true) }
    }

    private func mayBegin(moving translation: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y), let list = recognizer.view else { return false }
        let start = recognizer.location(in: list).applying(CGAffineTransform(translationX: -translation.x, y: -translation.y))
        guard let (indexPath, cell) = hooks.cellAt(start) else { return false }
        if let row, row.cell === cell { return true }
        close(animated: false)
        let side: SwipeActionsView.Side = translation.x < 0 ? .right : .left
        return prepare(indexPath, cell: cell, side: side) != nil
    }

    /// Puts the actions for `side` beside the row's content, closed. Returns `nil` when
    /// the list gives the row none there.
    private func prepare(_ indexPath: IndexPath, cell: UIView, side: SwipeActionsView.Side) -> SwipeActionsView? {
        let leading = (side == .left) == (cell.effectiveUserInterfaceLayoutDirection == .leftToRight)
        guard let configuration = hooks.configuration(indexPath, leading), !configuration.actions.isEmpty else { return nil }
        let actions = SwipeActionsView(configuration: configuration, side: side, rowHeight: cell.bounds.height) { [weak self] action, view in
            self?.perform(action, from: view)
        }
        let row = SwipedRow(indexPath: indexPath, cell: cell, actions: actions)
        cell.clipsToBounds = true
        cell.addSubview(actions)
        Self.place(actions, reveal: 0, in: cell)
        self.row = row
        return actions
    }

    private func physicalSide(leading: Bool, in cell: UIView) -> SwipeActionsView.Side {
        leading == (cell.effectiveUserInterfaceLayoutDirection == .leftToRight) ? .left : .right
    }

    // MARK: Dragging

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let row, let cell = row.cell else { return }
        let toward: CGFloat = row.actions.side == .right ? -1 : 1
        switch recognizer.state {
        case .began:
            revealAtDragStart = row.reveal
            touchOnlyCloses = false
            fallthrough
        case .changed:
            let dragged = revealAtDragStart + toward * recognizer.translation(in: cell).x
            setReveal(resisted(dragged, row: row, width: cell.bounds.width))
        case .ended, .cancelled:
            settle(row, width: cell.bounds.width, speed: toward * recognizer.velocity(in: cell).x, cancelled: recognizer.state == .cancelled)
        default:
            break
        }
    }

    /// The reveal for a drag: never past closed, and past the buttons' width only with a
    /// growing resistance, unless a full swipe can perform the first action.
    private func resisted(_ dragged: CGFloat, row: SwipedRow, width: CGFloat) -> CGFloat {
        let natural = row.actions.naturalWidth
        guard dragged.isFinite else { return 0 }
        if dragged <= natural { return max(0, dragged) }
        if row.actions.configuration.performsFirstActionWithFullSwipe { return min(dragged, width) }
        let extra = dragged - natural
        return natural + extra / (1 + extra / 60)
    }

    private func settle(_ row: SwipedRow, width: CGFloat, speed: CGFloat, cancelled: Bool) {
        let natural = row.actions.naturalWidth
        if !cancelled, row.actions.isFullSwipeArmed, let first = row.actions.configuration.actions.first {
            UIView.animate(withDuration: Self.animationDuration) { self.setReveal(width) }
            perform(first, from: row.actions.buttons[0])
            return
        }
        let opens = !cancelled && (speed > Self.flingSpeed || (speed > -Self.flingSpeed && row.reveal > natural / 2))
        if opens {
            UIView.animate(withDuration: Self.animationDuration) { self.setReveal(natural) }
        } else {
            close(animated: true)
        }
    }

    private func setReveal(_ reveal: CGFloat) {
        guard let row, let cell = row.cell else { return }
        row.reveal = reveal
        let width = cell.bounds.width
        row.actions.isFullSwipeArmed = row.actions.configuration.performsFirstActionWithFullSwipe
            && reveal > max(row.actions.naturalWidth + 40, width * 0.6)
        cell.bounds.origin.x = row.actions.side == .right ? reveal : -reveal
        Self.place(row.actions, reveal: reveal, in: cell)
        row.actions.layoutIfNeeded()
    }

    /// Puts the actions in the strip the content left, in the cell's shifted coordinates.
    private static func place(_ actions: SwipeActionsView, reveal: CGFloat, in cell: UIView) {
        let size = cell.bounds.size
        let x = actions.side == .right ? size.width : -reveal
        actions.frame = CGRect(x: x, y: 0, width: reveal, height: size.height)
    }

    // MARK: Performing

    private func perform(_ action: UIContextualAction, from view: UIView) {
        let performedRow = row
        action.handler(action, view) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let performedRow, self.row === performedRow else { return }
                self.close(animated: true)
            }
        }
    }
}

/// The swipe recognizer, which also tells its driver where touches go down and lift.
@MainActor
private final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
    var touchDidBegin: ((CGPoint) -> Void)?
    var touchDidEnd: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { touchDidBegin?(touch.location(in: view)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchDidEnd?()
        super.touchesEnded(touches, with: event)
    }
}
