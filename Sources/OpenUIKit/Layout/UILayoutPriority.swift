import Foundation

/// How much a constraint matters: 1…1000, where 1000 (`required`) must hold and lower
/// priorities give way to higher ones.
///
/// ```swift
/// title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
/// let preferred = width.constraint(equalToConstant: 320)
/// preferred.priority = .defaultHigh
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must be satisfied (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content hugging and of compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority with which a split view's divider is dragged and resizes the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority with which a divider is dragged without resizing the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The default content hugging priority (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view hugs its content in `systemLayoutSizeFitting(_:)` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` gives way to `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The priority as the solver weighs it: required, or a weight that grows a
    /// thousandfold every 250 points, so a higher priority wins any one-for-one trade.
    /// Priorities outside 1…1000 are clamped.
    var solverStrength: Double {
        let p = Double(rawValue.isFinite ? min(1000, max(1, rawValue)) : 1000)
        return p >= 1000 ? Solver.required : pow(1000, p / 250)
    }

    /// The priority a solver strength stands for (the inverse of `solverStrength`).
    init(solverStrength strength: Double) {
        self.init(strength >= Solver.required ? 1000 : Float(250 * log(strength) / log(1000)))
    }
}
