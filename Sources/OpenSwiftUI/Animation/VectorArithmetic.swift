import Foundation

/// A type that can be added, subtracted and scaled: what SwiftUI interpolates when it
/// animates a value from one state to the next.
///
/// `Float`, `Double`, `CGFloat`, ``AnimatablePair`` and ``EmptyAnimatableData`` conform; a
/// custom type conforms by adding its components and scaling each.
///
/// ```swift
/// let halfway = from + (to - from).scaled(by: 0.5)
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself: how far from zero it is, squared.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value `amount` of the way from `self` to `other` (0 is `self`, 1 is `other`).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves the value `amount` of the way towards `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
