import Foundation

extension Angle {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle scaled.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle scaled.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Adds an angle.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    /// Subtracts an angle.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    /// Scales the angle.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    /// Divides the angle.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
    /// The angle's size, in radians.
    public var magnitude: Double { abs(radians) }
}
