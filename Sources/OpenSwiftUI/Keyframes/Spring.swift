import Foundation
import OpenQuartzCore

/// A spring's character: how long it takes and how much it bounces, used by spring
/// keyframes.
///
/// How it differs from SwiftUI: only its initializers, the common springs and
/// `settlingDuration`; springs as animations are ``Animation/spring(duration:bounce:blendDuration:)``.
public struct Spring: Hashable, Sendable {
    let motion: SpringMotion

    /// A spring that settles in about `duration` seconds, bouncing by `bounce` (-1…1).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        motion = SpringMotion(duration: duration, bounce: bounce)
    }

    /// A spring with a response (seconds) and a damping ratio (1 does not bounce).
    public init(response: Double, dampingRatio: Double) {
        motion = SpringMotion(response: response, dampingFraction: dampingRatio)
    }

    /// A spring from its physics.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        motion = SpringMotion(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// A spring with no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a noticeable bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// How long until it stays within a thousandth of its target.
    public var settlingDuration: TimeInterval { motion.settlingDuration }
}
