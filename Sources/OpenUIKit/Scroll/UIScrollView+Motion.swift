import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIScrollView {
    /// Moves the axes on the animation clock until both rest.
    func startMotion(_ axes: [ScrollAxisMotion?]) {
        motion = axes
        if motionObserver == nil {
            motionObserver = MediaClock.current.addObserver { [weak self] time in self?.step(at: time) }
        }
        showIndicators()
    }

    /// Stops any motion where it is (a new touch catches the content).
    func stopMotion() {
        if let motionObserver { motionObserver.cancel() }
        motionObserver = nil
        motion = []
        isDecelerating = false
    }

    private func step(at time: TimeInterval) {
        var offset = contentOffset
        var moving = false
        for index in motion.indices {
            guard var axis = motion[index] else { continue }
            if let value = axis.offset(at: time) {
                if index == 0 { offset.x = value } else { offset.y = value }
            }
            motion[index] = axis.isResting ? nil : axis
            moving = moving || !axis.isResting
        }
        contentOffset = offset
        guard !moving else { return }
        let animation = isScrollingAnimation
        stopMotion()
        isScrollingAnimation = false
        scheduleIndicatorFade()
        if animation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
