import Foundation

/// One spinning wheel of a picker: a scroll view of rows seen on a cylinder, that comes to
/// rest with a row in the middle band.
///
/// Rows are drawn projected onto a drum whose radius is half the wheel's height: a row at
/// angle θ from the front sits at `sin θ` of the radius and is squeezed by `cos θ`, so the
/// rows crowd and fade towards the edges as on iOS. A cyclic wheel repeats its rows many
/// times and, at rest, jumps back to the middle repetition so it never runs out.
@MainActor
final class PickerWheelView: UIScrollView, UIScrollViewDelegate {
    /// The default height of a row.
    static let rowHeight: CGFloat = 32
    /// This wheel's row height (its column's).
    var rowHeight: CGFloat { column.rowHeight }
    /// How many times a cyclic wheel repeats its rows.
    static let cycles = 400

    var column: PickerWheelColumn {
        didSet {
            if oldValue.rowCount != column.rowCount || oldValue.isCyclic != column.isCyclic || oldValue.rowHeight != column.rowHeight {
                reload()
                setNeedsLayout()
            } else { redraw() }
        }
    }
    /// Called with the row the user left in the band once the wheel rests there.
    var onSettle: ((Int) -> Void)?
    private(set) var selectedRow = 0
    private let face = PickerWheelFace()
    /// Whether the motion now under way was started by the user.
    private var userIsTurning = false
    private var lastRowHeight: CGFloat = 0

    init(column: PickerWheelColumn) {
        self.column = column
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        decelerationRate = .normal
        delegate = self
        face.wheel = self
        face.isUserInteractionEnabled = false
        addSubview(face)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheelView.tapped))
        reload()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(column: PickerWheelColumn(rowCount: 0, title: { _ in "" }))
    }

    /// Draws the rows again (their text or which are enabled changed).
    func redraw() { face.setNeedsDisplay() }

    private var contentRowCount: Int { column.isCyclic ? column.rowCount * Self.cycles : column.rowCount }
    /// Half the wheel's height: the drum's radius.
    var radius: CGFloat { max(rowHeight, bounds.height / 2) }

    private func reload() {
        contentSize = CGSize(width: 0, height: CGFloat(contentRowCount) * rowHeight)
        selectedRow = min(max(selectedRow, 0), max(0, column.rowCount - 1))
        showRow(selectedRow)
        face.setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = max(0, (bounds.height - rowHeight) / 2)
        if contentInset.top != inset || lastRowHeight != rowHeight {
            lastRowHeight = rowHeight
            contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            showRow(selectedRow)
        }
        face.frame = bounds
    }

    override var contentOffset: CGPoint {
        didSet {
            face.frame = bounds
            face.setNeedsDisplay()
        }
    }

    // MARK: Rows and offsets

    /// The content row in the middle of the band at `offset`.
    func contentRow(atOffset offset: CGFloat) -> Int {
        let row = Int(((offset + contentInset.top) / rowHeight).rounded())
        return min(max(row, 0), max(0, contentRowCount - 1))
    }

    private func offset(forContentRow row: Int) -> CGFloat {
        CGFloat(row) * rowHeight - contentInset.top
    }

    /// The row (not repeated) a content row shows.
    func row(forContentRow contentRow: Int) -> Int {
        column.rowCount == 0 ? 0 : contentRow % column.rowCount
    }

    /// The content row showing `row` nearest the band (in the middle repetition when at rest).
    private func contentRow(for row: Int, near current: Int?) -> Int {
        guard column.isCyclic, column.rowCount > 0 else { return row }
        let anchor = current ?? (Self.cycles / 2) * column.rowCount
        let base = anchor - anchor % column.rowCount
        let candidates = [base - column.rowCount + row, base + row, base + column.rowCount + row]
        return candidates.min { abs($0 - anchor) < abs($1 - anchor) } ?? base + row
    }

    private func showRow(_ row: Int) {
        contentOffset = CGPoint(x: 0, y: offset(forContentRow: contentRow(for: row, near: nil)))
    }

    /// Turns the wheel to `row`; code's choices are not reported back through `onSettle`.
    func select(_ row: Int, animated: Bool) {
        guard column.rowCount > 0 else { return }
        let row = min(max(row, 0), column.rowCount - 1)
        selectedRow = row
        guard animated, window != nil else {
            showRow(row)
            return
        }
        let target = contentRow(for: row, near: contentRow(atOffset: contentOffset.y))
        userIsTurning = false
        setContentOffset(CGPoint(x: 0, y: offset(forContentRow: target)), animated: true)
    }

    // MARK: Accessibility (each wheel is an adjustable element of its own, as in UIKit)

    override var defaultIsAccessibilityElement: Bool { column.rowCount > 0 }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var defaultAccessibilityValue: String? {
        guard column.rowCount > 0 else { return nil }
        let caption = column.caption.map { " " + $0(selectedRow) } ?? ""
        return "\(column.title(selectedRow))\(caption), \(selectedRow + 1) of \(column.rowCount)"
    }

    /// One row on (or back), going round on a cyclic wheel, reported as a user's turn.
    override func accessibilityIncrement() { turnForAccessibility(by: 1) }
    override func accessibilityDecrement() { turnForAccessibility(by: -1) }

    private func turnForAccessibility(by step: Int) {
        let count = column.rowCount
        guard count > 0 else { return }
        var row = selectedRow + step
        if column.isCyclic { row = (row % count + count) % count }
        guard (0..<count).contains(row), row != selectedRow else { return }
        select(row, animated: false)
        onSettle?(row)
    }

    // MARK: Coming to rest

    private func settle() {
        let current = contentRow(atOffset: contentOffset.y)
        let row = row(forContentRow: current)
        if column.isCyclic {
            let middle = contentRow(for: row, near: nil)
            if middle != current { contentOffset = CGPoint(x: 0, y: offset(forContentRow: middle)) }
        }
        selectedRow = row
        if userIsTurning {
            userIsTurning = false
            onSettle?(row)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        userIsTurning = true
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = offset(forContentRow: contentRow(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// A tap on a row above or below the band turns the wheel to it.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        let fromCenter = recognizer.location(in: self).y - contentOffset.y - bounds.height / 2
        let angle = asin(min(max(fromCenter / radius, -1), 1))
        let centerContent = contentOffset.y + contentInset.top + rowHeight / 2
        let tappedRow = Int(((centerContent + angle * radius) / rowHeight).rounded(.down))
        let target = min(max(tappedRow, 0), max(0, contentRowCount - 1))
        guard target != contentRow(atOffset: contentOffset.y) else { return }
        userIsTurning = true
        setContentOffset(CGPoint(x: 0, y: offset(forContentRow: target)), animated: true)
    }
}
