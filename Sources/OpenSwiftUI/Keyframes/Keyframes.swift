import Foundation

/// Keyframes for a whole value: ``KeyframeTrack``s, each moving one of its properties,
/// played together from the same start.
public protocol Keyframes<Value> {
    /// The value the keyframes move.
    associatedtype Value
    /// The keyframes these are made of.
    associatedtype Body: Keyframes where Body.Value == Value
    /// The keyframes these are made of (tracks are their own).
    var body: Body { get }
}

/// What a track does to a value at a time, and how long it lasts.
struct KeyframeTrackPlayer<Root> {
    let duration: TimeInterval
    let apply: (inout Root, _ start: Root, _ time: TimeInterval) -> Void
}

/// Keyframes that list their tracks themselves.
protocol KeyframeTrackListing {
    associatedtype TrackRoot
    var players: [KeyframeTrackPlayer<TrackRoot>] { get }
}

extension Keyframes {
    /// The tracks the keyframes play.
    var trackPlayers: [KeyframeTrackPlayer<Value>] {
        if let listing = self as? any KeyframeTrackListing {
            return listing.anyPlayers as? [KeyframeTrackPlayer<Value>] ?? []
        }
        return body.trackPlayers
    }
}

extension KeyframeTrackListing {
    fileprivate var anyPlayers: Any { players }
}

/// The keyframes of one property of a value (or of the whole value), played in order.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     SpringKeyframe(1.3, duration: 0.2)
///     LinearKeyframe(1.0, duration: 0.3)
/// }
/// ```
///
/// As in SwiftUI, the track's `Value` is the property's type; a ``KeyframesBuilder`` of the
/// root type takes tracks of that root.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let player: KeyframeTrackPlayer<Root>

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let segments = content().keyframeSegments
        player = KeyframeTrackPlayer(duration: Self.duration(of: segments)) { root, start, time in
            root[keyPath: keyPath] = Self.value(of: segments, from: start[keyPath: keyPath], at: time)
        }
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        let segments = content().keyframeSegments
        player = KeyframeTrackPlayer(duration: Self.duration(of: segments)) { root, start, time in
            root = Self.value(of: segments, from: start, at: time)
        }
    }

    public var body: Self { self }

    private static func duration(of segments: [KeyframeSegment<Value>]) -> TimeInterval {
        segments.reduce(0) { $0 + max(0, $1.duration.isFinite ? $1.duration : 0) }
    }

    /// The track's value `time` seconds in, starting from `start`.
    static func value(of segments: [KeyframeSegment<Value>], from start: Value, at time: TimeInterval) -> Value {
        var from = start.animatableData
        var elapsed = time.isFinite ? max(0, time) : 0
        for segment in segments {
            let to = segment.target.animatableData
            let duration = max(0, segment.duration.isFinite ? segment.duration : 0)
            if elapsed < duration {
                var shown = segment.target
                shown.animatableData = from + (to - from).scaled(by: progress(of: segment.curve, at: elapsed / duration, duration: duration, from: from, to: to))
                return shown
            }
            elapsed -= duration
            from = to
        }
        var end = start
        end.animatableData = from
        return end
    }

    /// How far (0 at the start, 1 at the target) a segment's curve has got.
    private static func progress(of curve: KeyframeSegment<Value>.Curve, at t: Double, duration: Double, from: Value.AnimatableData, to: Value.AnimatableData) -> Double {
        switch curve {
        case .linear(let unitCurve): return unitCurve.value(at: t)
        case .spring(let spring): return spring.motion.progress(at: t * duration)
        case .move: return 1
        case .cubic(let startVelocity, let endVelocity):
            // Hermite: velocities given per second, as fractions of the distance per unit time.
            let distance = (to - from).magnitudeSquared.squareRoot()
            func slope(_ velocity: Value?) -> Double {
                guard let velocity, distance > 0 else { return 0 }
                return velocity.animatableData.magnitudeSquared.squareRoot() * duration / distance
            }
            let m0 = slope(startVelocity), m1 = slope(endVelocity)
            let t2 = t * t, t3 = t2 * t
            return (-2 * t3 + 3 * t2) + (t3 - 2 * t2 + t) * m0 + (t3 - t2) * m1
        }
    }
}

/// Tracks listed together in a builder. Keyframes listed directly (for a value that is
/// animatable itself) make one track, in order.
public struct _KeyframesGroup<Value>: Keyframes, KeyframeTrackListing {
    private let tracks: [KeyframeTrackPlayer<Value>]
    /// Keyframes listed directly (`KeyframeSegment<Value>`s), and how they become a track.
    private let bareSegments: [Any]
    private let makeBareTrack: (([Any]) -> KeyframeTrackPlayer<Value>)?

    init(players: [KeyframeTrackPlayer<Value>], bareSegments: [Any] = [], makeBareTrack: (([Any]) -> KeyframeTrackPlayer<Value>)? = nil) {
        tracks = players
        self.bareSegments = bareSegments
        self.makeBareTrack = makeBareTrack
    }

    var players: [KeyframeTrackPlayer<Value>] {
        guard !bareSegments.isEmpty, let makeBareTrack else { return tracks }
        return tracks + [makeBareTrack(bareSegments)]
    }

    /// This group followed by `next`.
    func followed(by next: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> {
        _KeyframesGroup(players: tracks + next.tracks, bareSegments: bareSegments + next.bareSegments,
                       makeBareTrack: makeBareTrack ?? next.makeBareTrack)
    }

    public var body: Self { self }
}

/// Builds keyframes from the tracks listed in it.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> _KeyframesGroup<Value> {
        _KeyframesGroup(players: [track.player])
    }

    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup(players: keyframes.trackPlayers)
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesGroup<Value> where K.Value == Value, Value: Animatable {
        _KeyframesGroup(players: [], bareSegments: keyframe.keyframeSegments) { segments in
            KeyframeTrack { _KeyframeTrackContentGroup(segments: segments.compactMap { $0 as? KeyframeSegment<Value> }) }.player
        }
    }

    public static func buildPartialBlock(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }

    public static func buildPartialBlock(accumulated: _KeyframesGroup<Value>, next: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> {
        accumulated.followed(by: next)
    }

    public static func buildBlock() -> _KeyframesGroup<Value> { _KeyframesGroup(players: []) }

    public static func buildOptional(_ component: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { component ?? _KeyframesGroup(players: []) }
    public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
    public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
}

/// The values keyframes give over time, without a view: for tests and your own drawing.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 1.0) {
///     LinearKeyframe(2.0, duration: 1)
/// }
/// timeline.value(time: 0.5)   // 1.5
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let players: [KeyframeTrackPlayer<Value>]

    /// The timeline of `content`, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        players = content().trackPlayers
    }

    /// How long the longest track lasts.
    public var duration: TimeInterval { players.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (the end value after the end).
    public func value(time: Double) -> Value {
        var value = initialValue
        for player in players { player.apply(&value, initialValue, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: (progress.isFinite ? min(1, max(0, progress)) : 1) * duration)
    }
}
