@testable import OpenQuartzCore

extension CALayer {
    /// Fades the layer out over one second, as a model change to 0 with an animation from 1,
    /// and returns the animation.
    @discardableResult
    func fadeOutOverOneSecond(delegate: (any CAAnimationDelegate)? = nil) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = 1
        fade.delegate = delegate
        opacity = 0
        add(fade, forKey: "fade")
        return fade
    }
}
