import Foundation
import OpenUIKit

/// How accessibility snapshots describe an element in one line: what VoiceOver says
/// (label, value, traits, hint) and where the element is.
enum AccessibilityDescription {
    /// `Favorites: 42, value "3" [button, selected] hint "Opens the list" actions [Delete]`.
    static func spoken(_ node: AccessibilityNode) -> String {
        var parts = [node.label.map { "\"\($0)\"" } ?? "(no label)"]
        if let value = node.value, !value.isEmpty { parts.append("value \"\(value)\"") }
        if !node.traits.names.isEmpty { parts.append("[\(node.traits.names.joined(separator: ", "))]") }
        if let hint = node.hint, !hint.isEmpty { parts.append("hint \"\(hint)\"") }
        if !node.customActionNames.isEmpty { parts.append("actions [\(node.customActionNames.joined(separator: ", "))]") }
        return parts.joined(separator: " ")
    }

    /// The frame rounded to tenths of a point: `(20, 100, 120, 44.5)`.
    static func frame(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            let tenths = (value * 10).rounded() / 10
            // Huge and non-finite values (which `Int` cannot hold and `%f` prints at
            // hundreds of digits) in Swift's own notation.
            guard abs(tenths) < 1e15 else { return "\(Double(tenths))" }
            return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
        }
        return "(\([rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ")))"
    }

    /// One line per element in VoiceOver order, numbered from 1.
    static func text(of elements: [AccessibilityNode]) -> String {
        elements.enumerated().map { index, node in
            "\(index + 1). \(spoken(node)) at \(frame(node.frame))"
        }.joined(separator: "\n") + "\n"
    }
}
