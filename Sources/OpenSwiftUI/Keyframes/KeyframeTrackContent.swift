import Foundation

/// Keyframes along one value: a sequence of ``LinearKeyframe``, ``SpringKeyframe``,
/// ``CubicKeyframe`` and ``MoveKeyframe`` that a ``KeyframeTrack`` plays in order.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    /// The keyframes this content is made of (built-in keyframes are their own).
    var body: Body { get }
}

/// One stretch of a track: to a value, over a time, along a curve.
struct KeyframeSegment<Value: Animatable> {
    enum Curve {
        case linear(UnitCurve)
        case spring(Spring)
        case cubic(start: Value?, end: Value?)
        case move
    }

    let target: Value
    let duration: TimeInterval
    let curve: Curve
}

/// Content that lists its segments itself.
protocol KeyframeSegmentListing {
    associatedtype SegmentValue: Animatable
    var segments: [KeyframeSegment<SegmentValue>] { get }
}

extension KeyframeTrackContent {
    /// The segments the content plays, in order.
    var keyframeSegments: [KeyframeSegment<Value>] {
        if let listing = self as? any KeyframeSegmentListing {
            return listing.anySegments as? [KeyframeSegment<Value>] ?? []
        }
        return body.keyframeSegments
    }
}

extension KeyframeSegmentListing {
    fileprivate var anySegments: Any { segments }
}

/// Moves to a value in a time along a unit curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentListing {
    let segment: KeyframeSegment<Value>

    /// To `to` in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(target: to, duration: duration, curve: .linear(timingCurve))
    }

    public var body: Self { self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Moves to a value on a spring (in its settling time unless `duration` is given).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentListing {
    let segment: KeyframeSegment<Value>

    /// To `to` on `spring`, for `duration` seconds or until it settles.
    ///
    /// How it differs from SwiftUI: `startVelocity` is not used; the spring starts at rest.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration, curve: .spring(spring))
    }

    public var body: Self { self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Moves to a value along a smooth cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentListing {
    let segment: KeyframeSegment<Value>

    /// To `to` in `duration` seconds, leaving and arriving at the given velocities (per
    /// second; eased in and out when not given).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration, curve: .cubic(start: startVelocity, end: endVelocity))
    }

    public var body: Self { self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Jumps to a value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentListing {
    let segment: KeyframeSegment<Value>

    /// Jumps to `to`.
    public init(_ to: Value) {
        segment = KeyframeSegment(target: to, duration: 0, curve: .move)
    }

    public var body: Self { self }
    var segments: [KeyframeSegment<Value>] { [segment] }
}

/// Keyframes listed one after another in a builder.
public struct _KeyframeTrackContentGroup<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentListing {
    let segments: [KeyframeSegment<Value>]
    public var body: Self { self }
}

/// Builds the keyframes of a track from the keyframes listed in it.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTrackContentGroup<Value> where K.Value == Value {
        _KeyframeTrackContentGroup(segments: keyframe.keyframeSegments)
    }

    public static func buildPartialBlock(first: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { first }

    public static func buildPartialBlock(accumulated: _KeyframeTrackContentGroup<Value>, next: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> {
        _KeyframeTrackContentGroup(segments: accumulated.segments + next.segments)
    }

    public static func buildBlock() -> _KeyframeTrackContentGroup<Value> { _KeyframeTrackContentGroup(segments: []) }

    public static func buildArray(_ components: [_KeyframeTrackContentGroup<Value>]) -> _KeyframeTrackContentGroup<Value> {
        _KeyframeTrackContentGroup(segments: components.flatMap(\.segments))
    }

    public static func buildOptional(_ component: _KeyframeTrackContentGroup<Value>?) -> _KeyframeTrackContentGroup<Value> {
        component ?? _KeyframeTrackContentGroup(segments: [])
    }

    public static func buildEither(first: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { first }
    public static func buildEither(second: _KeyframeTrackContentGroup<Value>) -> _KeyframeTrackContentGroup<Value> { second }
}
