import Foundation
import Observation
@_spi(OpenUIKit) import OpenQuartzCore

/// A view whose content is given a value that keyframes move over time: looping, or
/// played once each time a trigger changes.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.4, duration: 0.2)
///     LinearKeyframe(1.0, duration: 0.3)
/// }
/// ```
///
/// The content runs every frame while the keyframes play. When they are not playing (a
/// triggered animator before its trigger changes and after its keyframes end, or one
/// that does not repeat) the content gets `initialValue`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: PhaseTrigger?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    @State private var player = KeyframePlayer()

    /// Plays `keyframes` over and over (while `repeating`), starting from `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` once, from `initialValue`, each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(shownValue)
            .onAppear {
                guard trigger == nil, repeating else { return }
                player.play(duration: timeline.duration, loops: true)
            }
            .onChange(of: trigger) {
                player.play(duration: timeline.duration, loops: false)
            }
            .onChange(of: repeating) {
                if repeating { player.play(duration: timeline.duration, loops: true) } else { player.stop() }
            }
            .onDisappear { player.stop() }
    }

    private var timeline: KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: initialValue, players: keyframes(initialValue).trackPlayers)
    }

    /// The value for this frame (reading the player's time makes the body run each frame).
    private var shownValue: Value {
        guard let elapsed = player.elapsed else { return initialValue }
        return timeline.value(time: elapsed)
    }
}

extension KeyframeTimeline {
    init(initialValue: Value, players: [KeyframeTrackPlayer<Value>]) {
        self.initialValue = initialValue
        self.players = players
    }
}

/// Where a keyframe animator is in its keyframes, on the media clock.
@Observable @MainActor
final class KeyframePlayer {
    /// Seconds into the keyframes (within one loop); `nil` when not playing.
    private(set) var elapsed: TimeInterval?
    @ObservationIgnored private var observation: ClockObservation?

    /// Plays `duration` seconds of keyframes from the start, once or looping.
    func play(duration: TimeInterval, loops: Bool) {
        stop()
        guard duration.isFinite, duration > 0 else { return }
        let start = CACurrentMediaTime()
        elapsed = 0
        observation = MediaClock.current.addObserver { [weak self] time in
            guard let self else { return }
            let played = max(0, time - start)
            if loops {
                self.elapsed = played.truncatingRemainder(dividingBy: duration)
            } else if played >= duration {
                self.stop()
            } else {
                self.elapsed = played
            }
        }
    }

    func stop() {
        observation?.cancel()
        observation = nil
        elapsed = nil
    }
}

extension View {
    /// Gives this view a value that `keyframes` move, over and over while `repeating`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let base = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(base, $0) }, keyframes: keyframes)
    }

    /// Gives this view a value that `keyframes` move once each time `trigger` changes.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let base = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(base, $0) }, keyframes: keyframes)
    }
}
