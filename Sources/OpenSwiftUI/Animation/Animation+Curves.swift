import Foundation
import OpenQuartzCore

extension Animation {
    /// SwiftUI's default: a spring with a response of 0.55 s and no bounce.
    public static let `default` = Animation(SpringAnimation(
        motion: SpringMotion(response: 0.55, dampingFraction: 1), blendDuration: 0, isDefault: true))

    /// Constant speed for 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(0, 0, 1, 1, duration: duration))
    }

    /// Starts slowly, for 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Starts slowly, for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(0.42, 0, 1, 1, duration: duration))
    }

    /// Ends slowly, for 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Ends slowly, for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(0, 0, 0.58, 1, duration: duration))
    }

    /// Starts and ends slowly, for 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Starts and ends slowly, for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(0.42, 0, 0.58, 1, duration: duration))
    }

    /// A cubic Bézier pacing curve through control points `(p1x, p1y)` and `(p2x, p2y)`
    /// (x values clamped to 0…1), for `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        func clean(_ v: Double, clamp: Bool) -> Double { v.isFinite ? (clamp ? min(1, max(0, v)) : v) : 0 }
        return Animation(TimingCurveAnimation(clean(p1x, clamp: true), clean(p1y, clamp: false), clean(p2x, clamp: true),
                                              clean(p2y, clamp: false), duration: duration))
    }

    /// A spring that settles in about `response` seconds, bouncing when `dampingFraction`
    /// is below 1.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(SpringAnimation(motion: SpringMotion(response: response, dampingFraction: dampingFraction), blendDuration: blendDuration))
    }

    /// A spring of perceptual `duration` and `bounce` (0 none, up to 1 more; negative is
    /// flatter than critical damping).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(SpringAnimation(motion: SpringMotion(duration: duration, bounce: bounce), blendDuration: blendDuration))
    }

    /// The spring with its default response and damping.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A quicker spring, meant to follow the finger.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// The interactive spring with its default parameters.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring given by its physics: the mass on it, its stiffness, its damping and the
    /// speed it starts with (whole distances per second).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(SpringAnimation(motion: SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
                                  blendDuration: 0))
    }

    /// A spring of perceptual `duration` and `bounce`, starting at `initialVelocity`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(SpringAnimation(motion: SpringMotion(duration: duration, bounce: bounce, initialVelocity: initialVelocity), blendDuration: 0))
    }

    /// The interpolating spring with its default parameters.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A spring with no bounce, settling in about 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A spring with no bounce (plus `extraBounce`), settling in about `duration` seconds.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce, settling in about 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A spring with a little bounce (plus `extraBounce`), settling in about `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with more bounce, settling in about 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// A spring with more bounce (plus `extraBounce`), settling in about `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
