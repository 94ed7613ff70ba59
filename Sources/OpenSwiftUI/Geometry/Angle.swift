import Foundation

/// An angle, in radians or degrees.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }

    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }

    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// A zero angle.
    public static let zero = Angle()

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// The angle as SwiftUI animates it: its radians scaled by 128, so small angles keep
    /// their precision as they are interpolated.
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}
