import Foundation

/// How a list cell reads to VoiceOver, as UIKit's table and list cells do: one element
/// that speaks its labels in reading order ("Wi-Fi, Home"), unless it holds controls of
/// its own, which then stay separate elements inside the cell.
@MainActor
struct CellAccessibilitySummary {
    private let inner: [AccessibilityNode]

    init(cell: UIView) {
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        inner = AccessibilityTreeBuilder(isRightToLeft: rightToLeft).elements(inside: cell)
    }

    /// Whether the cell is read as one element: it has something to say and no control.
    var isElement: Bool { !inner.isEmpty && !inner.contains { $0.object is UIControl } }

    /// The labels of what the cell holds, joined as VoiceOver joins them.
    var label: String? { joined(inner.compactMap(\.label)) }

    /// The values of what the cell holds.
    var value: String? { joined(inner.compactMap(\.value)) }

    private func joined(_ parts: [String]) -> String? {
        let spoken = parts.filter { !$0.isEmpty }
        return spoken.isEmpty ? nil : spoken.joined(separator: ", ")
    }
}
