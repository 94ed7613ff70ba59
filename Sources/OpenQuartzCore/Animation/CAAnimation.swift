import Foundation

/// The base of layer animations: timing and pacing.
///
/// OpenQuartzCore animates the properties that Core Animation interpolates most: `opacity`,
/// `position`, `bounds`, `transform`, `backgroundColor` and `cornerRadius`. A layer's
/// `presentation()` shows them as they stand at `CACurrentMediaTime()`.
@MainActor
open class CAAnimation {
    /// Seconds the animation lasts (0 means Core Animation's default, 0.25).
    open var duration: CFTimeInterval = 0
    /// When it starts, in media time (0: when added to a layer).
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it finishes.
    open var isRemovedOnCompletion = true

    public init() {}

    /// Seconds actually used for timing.
    @_spi(OpenUIKit) public var activeDuration: CFTimeInterval {
        duration.isFinite && duration > 0 ? duration : 0.25
    }

    /// Progress (0…1, a spring may overshoot) at `elapsed` seconds since the start.
    func progress(elapsed: CFTimeInterval) -> CGFloat {
        let t = CGFloat(min(1, max(0, elapsed / activeDuration)))
        return timingFunction?.progress(at: t) ?? t
    }
}

/// An animation of one layer property, named by its key path.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?

    public init(keyPath path: String?) {
        keyPath = path
        super.init()
    }
}

/// An animation between two values of a property.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = Float(1)
/// fade.toValue = Float(0)
/// fade.duration = 0.3
/// layer.add(fade, forKey: "fade")
/// ```
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

/// A damped spring between two values.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// A spring that settles in about `perceptualDuration` with `bounce` (0 none, up to
    /// 1 more): SwiftUI's and UIKit's spring parameters.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init(keyPath: nil)
        let d = CGFloat(perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5)
        let b = min(0.99, max(-1, bounce.isFinite ? bounce : 0))
        stiffness = pow(2 * .pi / d, 2)
        damping = b >= 0 ? (1 - b) * 4 * .pi / d : 4 * .pi / (d * (1 + b))
        duration = settlingDuration
    }

    /// How long until the spring is within 0.1% of its target.
    open var settlingDuration: CFTimeInterval {
        let (zeta, omega) = dampingRatioAndFrequency
        guard omega > 0 else { return 0.25 }
        return CFTimeInterval(min(10, -log(0.001) / (max(zeta, 0.05) * omega)))
    }

    private var dampingRatioAndFrequency: (CGFloat, CGFloat) {
        let m = mass > 0 && mass.isFinite ? mass : 1, k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let omega = (k / m).squareRoot()
        return (max(0, damping.isFinite ? damping : 10) / (2 * (m * k).squareRoot()), omega)
    }

    override func progress(elapsed: CFTimeInterval) -> CGFloat {
        let t = CGFloat(max(0, elapsed))
        if elapsed >= activeDuration { return 1 }
        let (zeta, omega) = dampingRatioAndFrequency
        let v0 = initialVelocity
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
        }
        // Critically damped (or over): no overshoot.
        let envelope = exp(-omega * t)
        return 1 - envelope * (1 + (omega - v0) * t)
    }
}
