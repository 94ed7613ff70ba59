import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A view that moves its content through a sequence of phases, each change animated: for
/// ever, or once through every phase each time a trigger changes.
///
/// ```swift
/// PhaseAnimator([false, true]) { isRaised in
///     Image(systemName: "bell").offset(y: isRaised ? -4 : 0)
/// } animation: { _ in
///     .easeInOut(duration: 0.4)
/// }
/// ```
///
/// The content starts in the first phase. A phase whose animation is `nil` changes at once
/// and the next follows on the next frame. With no phases the view shows nothing.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    @State private var index = 0
    @State private var driver = PhaseDriver()

    /// Cycles through `phases` for as long as the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once, back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        Group {
            if !phases.isEmpty {
                content(phases[min(index, phases.count - 1)])
            }
        }
        .onAppear {
            guard trigger == nil else { return }
            run(loops: true)
        }
        .onChange(of: trigger) {
            run(loops: false)
        }
        .onDisappear { driver.stop() }
    }

    /// Moves to the next phase in its animation, then on once that animation has run.
    private func run(loops: Bool) {
        guard phases.count > 1 else { return }
        let phases = self.phases, animation = self.animation
        let index = $index
        driver.start {
            let next = (index.wrappedValue + 1) % phases.count
            let curve = animation(phases[next])
            withAnimation(curve) { index.wrappedValue = next }
            // Once through (back at the first phase) a triggered run stops.
            guard loops || next != 0 else { return nil }
            let duration = curve?.runningDuration ?? 0
            return duration.isFinite && duration > 0 ? duration : 1.0 / 60
        }
    }
}

/// Runs a phase step, then the next after the time the step says, until told to stop.
@MainActor
final class PhaseDriver {
    private var observation: ClockObservation?

    /// Runs `step` now and again after each interval it returns, until it returns `nil`.
    func start(_ step: @escaping () -> TimeInterval?) {
        stop()
        advance(step)
    }

    private func advance(_ step: @escaping () -> TimeInterval?) {
        guard let interval = step() else { return stop() }
        observation = MediaClock.current.at(CACurrentMediaTime() + interval) { [weak self] in
            self?.advance(step)
        }
    }

    func stop() {
        observation?.cancel()
        observation = nil
    }
}

/// A phase animator's trigger: any equatable value.
struct PhaseTrigger: Equatable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func == (lhs: PhaseTrigger, rhs: PhaseTrigger) -> Bool { lhs.equals(rhs.value) }
}

extension View {
    /// Moves this view through `phases` for as long as it is shown, each change animated.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let base = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(base, $0) }, animation: animation)
    }

    /// Moves this view through `phases` once, back to the first, each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let base = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(base, $0) }, animation: animation)
    }
}
