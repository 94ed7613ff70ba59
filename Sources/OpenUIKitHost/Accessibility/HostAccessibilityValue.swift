import Foundation

/// A numeric value and its range, for sliders, steppers and the like.
public struct HostAccessibilityValue: Sendable, Equatable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    /// The step an increment makes (0: continuous).
    public var step: Double

    public init(current: Double, minimum: Double, maximum: Double, step: Double) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}
