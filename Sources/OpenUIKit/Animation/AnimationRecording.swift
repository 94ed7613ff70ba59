import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The animations that view-animation blocks started while it recorded, driven as one by
/// an interactive transition: held at a fraction of the transition's duration while a
/// finger scrubs, then played on to their end or back to their start.
///
/// Blocks run inside ``record(_:)`` hand their animations and completions here instead of
/// running on the clock; their completions run once, when the recording ends.
@MainActor
final class AnimationRecording {
    /// The recordings being made, innermost last.
    private static var recordings: [AnimationRecording] = []
    /// Where animation blocks run now hand their animations, if anywhere.
    static var current: AnimationRecording? { recordings.last }

    private struct Track {
        let layer: CALayer
        let key: String
        let animation: CABasicAnimation
        /// Seconds into the transition at which the animation begins: its block's delay.
        let startOffset: CFTimeInterval
    }

    /// The transition's duration in seconds: fraction 1 is this far in.
    let duration: TimeInterval
    private var tracks: [Track] = []
    private var completions: [(Bool) -> Void] = []
    private var clockObserver: ClockObservation?
    private(set) var hasEnded = false

    init(duration: TimeInterval) {
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Runs `body`, keeping the animations its blocks start.
    func record(_ body: () -> Void) {
        Self.recordings.append(self)
        defer { Self.recordings.removeLast() }
        body()
    }

    /// Takes over animations a block started and the block's completion. A block run
    /// after the transition began joins it counting from the transition's start, as if it
    /// had been there all along.
    func adopt(_ started: [AnimationScope.Started], completion: ((Bool) -> Void)?) {
        let now = CACurrentMediaTime()
        for item in started {
            tracks.append(Track(layer: item.layer, key: item.key, animation: item.animation,
                                startOffset: max(0, item.animation.beginTime - now)))
        }
        if let completion { completions.append(completion) }
    }

    /// Shows every animation frozen where it is `fraction` of the duration in.
    func hold(at fraction: CGFloat) {
        let elapsed = Double(fraction.isFinite ? min(1, max(0, fraction)) : 0) * duration
        let now = CACurrentMediaTime()
        for track in tracks {
            track.animation.speed = 0
            track.animation.timeOffset = min(max(0, elapsed - track.startOffset), track.animation.activeDuration)
            track.animation.beginTime = now
            track.layer.add(track.animation, forKey: track.key)
        }
    }

    /// Plays the animations from `start` to `target` (both fractions of the duration) over
    /// `seconds` along `curve`, then ends the recording: at its end when `target` is 1, back
    /// at its start otherwise. `progress` hears each fraction shown on the way.
    func play(from start: CGFloat, to target: CGFloat, over seconds: TimeInterval, curve: UIView.AnimationCurve,
              progress: @escaping (CGFloat) -> Void = { _ in }) {
        stopPlaying()
        let timing = CAMediaTimingFunction(name: curve.timingFunctionName)
        let began = CACurrentMediaTime()
        let seconds = seconds.isFinite ? max(0, seconds) : 0
        let step = { [weak self] in
            guard let self else { return }
            let t = seconds > 0 ? min(1, (CACurrentMediaTime() - began) / seconds) : 1
            let fraction = start + (target - start) * timing.progress(at: CGFloat(t))
            self.hold(at: fraction)
            progress(fraction)
            if t >= 1 { self.end(atEnd: target >= 1) }
        }
        step()
        guard !hasEnded else { return }
        clockObserver = MediaClock.current.addObserver { _ in MainActor.assumeIsolated { step() } }
    }

    /// Stops a `play` where it is (the animations stay held there).
    func stopPlaying() {
        if let clockObserver { clockObserver.cancel() }
        clockObserver = nil
    }

    /// Ends the recording: the animations leave their layers, which keep their end values
    /// (`atEnd`) or take their start values back; then the blocks' completions run.
    func end(atEnd: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        stopPlaying()
        for track in tracks.reversed() {
            if !atEnd, let keyPath = track.animation.keyPath {
                track.layer.setAnimatableValue(track.animation.fromValue, forKeyPath: keyPath)
            }
            if track.layer.animation(forKey: track.key) === track.animation { track.layer.removeAnimation(forKey: track.key) }
        }
        tracks = []
        let pending = completions
        completions = []
        for completion in pending { completion(true) }
    }

    isolated deinit {
        stopPlaying()
    }
}
