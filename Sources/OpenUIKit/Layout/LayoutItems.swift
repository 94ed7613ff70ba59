import Foundation

/// Helpers shared by constraints, anchors and the engine.
@MainActor
enum LayoutItems {
    /// UIKit's standard spacing between sibling views, points.
    static let systemSpacing: CGFloat = 8

    /// Stands for an item that no longer exists, so a stale anchor still makes a
    /// constraint (which then refuses to install).
    nonisolated(unsafe) static let detached = NSObject()

    /// The nearest view that contains both items (an item's own view counts).
    static func nearestCommonAncestor(_ first: LayoutItem, _ second: LayoutItem?) -> UIView? {
        guard let a = first.layoutNode else { return nil }
        guard let second else { return a }
        guard let b = second.layoutNode else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = a
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = b
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// `Type:0xaddress`, as Apple's logs name objects.
    nonisolated static func name(of object: AnyObject?) -> String {
        guard let object else { return "(null)" }
        return "\(String(describing: type(of: object))):\(address(of: object))"
    }

    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// A number as Apple's descriptions print it: no trailing zeros.
    nonisolated static func format(_ value: CGFloat) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        // Foundation on Linux overruns a fixed buffer formatting hundreds of digits with
        // `%f` (1e308 has 309), corrupting the caller's memory: huge and non-finite values
        // are written in Swift's own notation instead.
        guard abs(value) < 1e15 else { return "\(Double(value))" }
        var text = String(format: "%.4f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Whether leading means right for this item.
    static func isRightToLeft(_ item: LayoutItem) -> Bool {
        (item as? UIView ?? item.layoutNode)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
