import Foundation

/// The rows of one picker wheel: how many, their text, which can be chosen, and whether the
/// wheel goes round.
@MainActor
struct PickerWheelColumn {
    var rowCount: Int
    /// Whether the last row is followed by the first again (hours, minutes, months, days).
    var isCyclic = false
    var alignment: NSTextAlignment = .center
    var title: (Int) -> String
    /// Rows that cannot be chosen are grey; the owner turns the wheel back off them.
    var isEnabled: (Int) -> Bool = { _ in true }
    /// A word that stays beside the selected row ("hours", "min").
    var caption: ((Int) -> String)?
    /// The width the widest row needs, or the width the owner gives the wheel.
    var width: CGFloat = 0
    var rowHeight: CGFloat = PickerWheelView.rowHeight

    static let font = UIFont.systemFont(ofSize: 21)
    static let captionFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let padding: CGFloat = 10

    /// Measures the widest of `samples` (or of every row when there are few) plus padding.
    mutating func measure(samples: [Int]? = nil) {
        let rows = samples ?? Array(0..<min(rowCount, 64))
        measure(titles: rows.filter { $0 >= 0 && $0 < rowCount }.map(title))
    }

    /// Measures the widest of `titles` plus padding: for wheels whose rows' text depends on
    /// something other than the row (a day wheel's days), so the width stays the same.
    mutating func measure(titles: [String]) {
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        var widest: CGFloat = 0
        for title in titles {
            widest = max(widest, (title as NSString).size(withAttributes: attributes).width)
        }
        if caption != nil {
            widest += 8 + captionWidth
        }
        width = ceil(widest) + 2 * Self.padding
    }

    /// The width of the wider of the caption's singular and plural ("hour", "hours").
    var captionWidth: CGFloat {
        guard let caption else { return 0 }
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.captionFont]
        return max((caption(0) as NSString).size(withAttributes: attributes).width,
                   (caption(1) as NSString).size(withAttributes: attributes).width)
    }
}
