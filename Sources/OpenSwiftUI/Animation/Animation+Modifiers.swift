import Foundation

extension Animation {
    /// The same animation, starting `delay` seconds later (negative or non-finite delays
    /// are 0).
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayedAnimation(base: self, delay: delay.isFinite ? max(0, delay) : 0))
    }

    /// The same animation run `speed` times as fast (a speed that is not finite and
    /// positive is 1).
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed.isFinite && speed > 0 ? speed : 1))
    }

    /// The animation run `repeatCount` times (at least once), every other run backwards
    /// when it `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, count: max(1, repeatCount), autoreverses: autoreverses))
    }

    /// The animation repeated for as long as it runs, every other run backwards when it
    /// `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// The same animation, counted as logically complete `duration` seconds after it
    /// begins (a duration that is not finite or is negative is 0).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration.isFinite ? max(0, duration) : 0))
    }
}
