import Foundation
import OpenUIKit

/// The Auto Layout benchmark screen: `count` rows in a window, each a container holding a
/// leading and a trailing label, chained top to bottom (about ten activated constraints per
/// row, plus each label's intrinsic-size constraints).
@MainActor
final class RowsScreen {
    let window: UIWindow
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var firstTop: NSLayoutConstraint!
    private(set) var lastTitleLeading: NSLayoutConstraint!
    let rows: [UIView]

    init(count: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.makeKeyAndVisible()
        var rows: [UIView] = []
        for index in 0..<count {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            let title = UILabel(), detail = UILabel()
            title.text = "Row \(index)"
            detail.text = "\(index * 7 % 100) items"
            for label in [title, detail] {
                label.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(label)
            }
            detail.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            window.addSubview(row)
            let top = row.topAnchor.constraint(equalTo: rows.last?.bottomAnchor ?? window.topAnchor)
            if index == 0 { firstTop = top }
            let titleLeading = title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16)
            if index == count - 1 { lastTitleLeading = titleLeading }
            constraints += [
                top,
                row.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
                row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                titleLeading,
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                row.heightAnchor.constraint(greaterThanOrEqualTo: title.heightAnchor, constant: 16),
            ]
            rows.append(row)
        }
        self.rows = rows
    }

    /// Activates every constraint and lays the window out: the first layout.
    func firstLayout() {
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }

    /// Moves one label (the last row's title) and lays out again: a change that moves one view.
    func changeLocalConstant() {
        lastTitleLeading.constant = lastTitleLeading.constant == 16 ? 20 : 16
        window.layoutIfNeeded()
    }

    /// Moves the first row down (or back), and with it every row below, and lays out again.
    func changeConstant() {
        firstTop.constant = firstTop.constant == 0 ? 12 : 0
        window.layoutIfNeeded()
    }
}
