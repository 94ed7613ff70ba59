import Foundation

/// A tap, or `count` taps in quick succession.
///
/// ```swift
/// Image(systemName: "heart").gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
public struct TapGesture: Gesture, PrimitiveGesture {
    /// How many taps it takes (1 or more).
    public var count: Int

    /// A gesture of `count` taps; counts below 1 are 1.
    public init(count: Int = 1) { self.count = max(1, count) }

    public typealias Value = Void
    public typealias Body = Never

    func makeMachine() -> GestureMachine<Void> {
        TapMachine(count: count) { _ in () }
    }
}

/// A tap, or `count` taps, that reports where it landed.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The location, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps it takes.
    public var count: Int
    /// The coordinate space of the location.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        let space = coordinateSpace
        return TapMachine(count: count) { Value(location: space.isLocal ? $0.location : $0.globalLocation) }
    }
}

/// Recognizes `count` taps: each touch lifts within 10 points of where it went down.
final class TapMachine<Value>: GestureMachine<Value> {
    private let count: Int
    private let value: (GestureTouch) -> Value
    private var start: CGPoint?

    init(count: Int, value: @escaping (GestureTouch) -> Value) {
        self.count = count
        self.value = value
    }

    override func began(_ touch: GestureTouch) -> GesturePhase<Value> {
        start = touch.globalLocation
        return .possible
    }

    override func moved(_ touch: GestureTouch) -> GesturePhase<Value> {
        guard let start, hypot(touch.globalLocation.x - start.x, touch.globalLocation.y - start.y) <= 10 else { return .failed }
        return .possible
    }

    override func ended(_ touch: GestureTouch) -> GesturePhase<Value> {
        guard moved(touch).isFinal == false else { return .failed }
        // A tap short of the count waits for the next touch; one past it is a new count.
        return touch.tapCount == count ? .ended(value(touch)) : .failed
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

/// A press held for a time without moving far: `true` while pressing, and at the end.
///
/// ```swift
/// Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in unlock() })
/// ```
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// How long the press lasts, seconds (not finite or negative: 0.5).
    public var minimumDuration: Double
    /// How far the touch may move, points.
    public var maximumDistance: CGFloat

    /// A press of `minimumDuration` seconds that moves no more than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite && minimumDuration >= 0 ? minimumDuration : 0.5
        self.maximumDistance = maximumDistance.isFinite && maximumDistance >= 0 ? maximumDistance : 10
    }

    public typealias Value = Bool
    public typealias Body = Never

    func makeMachine() -> GestureMachine<Bool> {
        LongPressMachine(duration: minimumDuration, distance: maximumDistance)
    }
}

final class LongPressMachine: GestureMachine<Bool> {
    private let duration: Double
    private let distance: CGFloat
    private var start: (point: CGPoint, time: TimeInterval)?

    init(duration: Double, distance: CGFloat) {
        self.duration = duration
        self.distance = distance
    }

    override func began(_ touch: GestureTouch) -> GesturePhase<Bool> {
        start = (touch.globalLocation, touch.time)
        return duration == 0 ? .ended(true) : .active(true)
    }

    override func moved(_ touch: GestureTouch) -> GesturePhase<Bool> {
        guard let start, hypot(touch.globalLocation.x - start.point.x, touch.globalLocation.y - start.point.y) <= distance else { return .failed }
        return advanced(to: touch.time)
    }

    override func advanced(to time: TimeInterval) -> GesturePhase<Bool> {
        guard let start else { return .failed }
        return time - start.time >= duration ? .ended(true) : .active(true)
    }

    override func ended(_ touch: GestureTouch) -> GesturePhase<Bool> {
        guard let start, touch.time - start.time >= duration else { return .failed }
        return .ended(true)
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

/// A drag: it begins once the touch has moved `minimumDistance` and reports where it is,
/// how far it went, how fast, and where it would come to rest.
///
/// ```swift
/// card.gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
public struct DragGesture: Gesture, PrimitiveGesture {
    /// A drag's state at one moment.
    public struct Value: Equatable, Sendable {
        /// When, in seconds.
        public var time: Date
        /// Where the touch is.
        public var location: CGPoint
        /// Where the touch went down.
        public var startLocation: CGPoint
        /// `location` minus `startLocation`.
        public var translation: CGSize
        /// Points per second.
        public var velocity: CGSize
        /// Where the drag would come to rest if the finger lifted now and it decelerated.
        public var predictedEndLocation: CGPoint
        /// `predictedEndLocation` minus `startLocation`.
        public var predictedEndTranslation: CGSize
    }

    /// How far the touch moves before the drag begins, points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag beginning after `minimumDistance` points (not finite or negative: 10).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite && minimumDistance >= 0 ? minimumDistance : 10
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        DragMachine(minimumDistance: minimumDistance, local: coordinateSpace.isLocal)
    }
}

final class DragMachine: GestureMachine<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let local: Bool
    private var start: GestureTouch?
    private var last: GestureTouch?
    private var velocity = CGSize.zero
    private var isDragging = false

    init(minimumDistance: CGFloat, local: Bool) {
        self.minimumDistance = minimumDistance
        self.local = local
    }

    private func point(_ touch: GestureTouch) -> CGPoint { local ? touch.location : touch.globalLocation }

    override func began(_ touch: GestureTouch) -> GesturePhase<DragGesture.Value> {
        start = touch
        last = touch
        if minimumDistance == 0 {
            isDragging = true
            return .active(value(at: touch))
        }
        return .possible
    }

    override func moved(_ touch: GestureTouch) -> GesturePhase<DragGesture.Value> {
        guard let start else { return .failed }
        if let last, touch.time > last.time {
            let dt = touch.time - last.time
            velocity = CGSize(width: (touch.globalLocation.x - last.globalLocation.x) / dt,
                              height: (touch.globalLocation.y - last.globalLocation.y) / dt)
        }
        last = touch
        if !isDragging {
            let moved = hypot(touch.globalLocation.x - start.globalLocation.x, touch.globalLocation.y - start.globalLocation.y)
            guard moved >= minimumDistance else { return .possible }
            isDragging = true
        }
        return .active(value(at: touch))
    }

    override func ended(_ touch: GestureTouch) -> GesturePhase<DragGesture.Value> {
        guard isDragging || moved(touch).isActive else { return .failed }
        return .ended(value(at: touch))
    }

    /// The drag's value at `touch`; the predicted end decelerates as a scroll view does
    /// (a rate of 0.998 per millisecond).
    private func value(at touch: GestureTouch) -> DragGesture.Value {
        let origin = point(start ?? touch), here = point(touch)
        let travel = 0.998 / (1 - 0.998) / 1000
        let predicted = CGPoint(x: here.x + velocity.width * travel, y: here.y + velocity.height * travel)
        return DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: touch.time), location: here, startLocation: origin,
            translation: CGSize(width: here.x - origin.x, height: here.y - origin.y), velocity: velocity,
            predictedEndLocation: predicted,
            predictedEndTranslation: CGSize(width: predicted.x - origin.x, height: predicted.y - origin.y))
    }

    override func reset() {
        super.reset()
        start = nil
        last = nil
        velocity = .zero
        isDragging = false
    }
}

extension GesturePhase {
    var isActive: Bool {
        if case .active = self { return true }
        return false
    }
}
