import Foundation

extension UITableView {
    /// Scrolls so that a row sits at the top, middle or bottom of the area inside the
    /// content insets (`.none`: as little as possible to show it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard isValidRow(indexPath) else {
            print("OpenUIKit: scrollToRow(at:) was given \(indexPath), which is not a row of the table; not scrolling")
            return
        }
        let placement: RevealPlacement = switch scrollPosition {
        case .top: .start
        case .middle: .center
        case .bottom: .end
        case .none: .nearest
        }
        setContentOffset(offset(revealing: rect(forRowAt: indexPath), vertically: placement), animated: animated)
    }

    /// Scrolls to the first selected row.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath = indexPathForSelectedRow else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
}
