import Foundation
@testable import OpenSwiftUI
import Testing

/// Where an animation has got, as a fraction of the way to 1.
private func progress(_ animation: Animation, at time: TimeInterval) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: time, context: &context)
}

/// A curve of the user's own: four even steps over a second.
private struct Steps: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: (time * 4).rounded(.down) / 4)
    }
}

private struct Bounces: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

@Suite struct AnimationTests {
    @Test func timingCurvesRunForTheirDurationThenFinish() throws {
        #expect(progress(.linear(duration: 2), at: 0) == 0)
        #expect(abs(try #require(progress(.linear(duration: 2), at: 0.5)) - 0.25) < 1e-9)
        #expect(progress(.linear(duration: 2), at: 2) == nil, "finished")
        let midway = try #require(progress(.easeInOut(duration: 1), at: 0.5))
        #expect(abs(midway - 0.5) < 1e-3, "the ease is symmetric")
        #expect(try #require(progress(.easeIn(duration: 1), at: 0.25)) < 0.25, "starts slow")
        #expect(try #require(progress(.easeOut(duration: 1), at: 0.25)) > 0.25, "starts fast")
        #expect(progress(.linear, at: 0.349) != nil && progress(.linear, at: 0.35) == nil, "0.35 s by default")
    }

    @Test func springsOvershootWhenTheyBounceAndSettle() throws {
        let samples = stride(from: 0.0, to: 2, by: 1.0 / 120).compactMap { progress(.bouncy, at: $0) }
        #expect(samples.max()! > 1.01, "a bouncy spring overshoots")
        let smooth = stride(from: 0.0, to: 2, by: 1.0 / 120).compactMap { progress(.smooth, at: $0) }
        #expect(smooth.max()! <= 1.000001, "a smooth one does not")
        #expect(zip(smooth, smooth.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "and never turns back")
        #expect(progress(.default, at: 30) == nil, "springs end")
        let late = try #require(progress(.spring(duration: 0.5, bounce: 0), at: 0.5))
        #expect(late > 0.9, "about settled after its duration (\(late))")
        var context = AnimationContext<Double>()
        _ = Animation.spring.animate(value: 1.0, time: 0.1, context: &context)
        #expect(try #require(Animation.spring.velocity(value: 1.0, time: 0.1, context: context)) > 0)
    }

    @Test func delaySpeedAndRepetitionReshapeTime() throws {
        #expect(progress(.linear(duration: 1).delay(0.5), at: 0.4) == 0)
        #expect(abs(try #require(progress(.linear(duration: 1).delay(0.5), at: 1)) - 0.5) < 1e-9)
        #expect(abs(try #require(progress(.linear(duration: 1).speed(2), at: 0.25)) - 0.5) < 1e-9)
        let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(abs(try #require(progress(twice, at: 0.25)) - 0.25) < 1e-9)
        #expect(abs(try #require(progress(twice, at: 1.25)) - 0.75) < 1e-9, "the second run goes back")
        #expect(progress(twice, at: 2) == nil)
        let forever = Animation.easeInOut(duration: 0.8).repeatForever()
        #expect(progress(forever, at: 10_000) != nil, "never finishes")
        let steps = Animation(Steps()).repeatForever(autoreverses: false)
        #expect(progress(steps, at: 3.6) == 0.5, "a custom curve's length is measured")
    }

    @Test func badInputIsClampedNotTrusted() {
        #expect(progress(.linear(duration: .nan), at: 0) == nil, "a NaN duration is immediate")
        #expect(progress(.linear(duration: -3), at: 0) == nil)
        #expect(progress(.linear(duration: .infinity), at: 1) == nil)
        for animation in [Animation.spring(response: .nan, dampingFraction: .infinity), .interpolatingSpring(mass: -1, stiffness: 0, damping: .nan),
                          .spring(duration: .infinity, bounce: .nan), .linear(duration: 1).speed(0), .linear(duration: 1).speed(.nan),
                          .linear(duration: 1).repeatCount(-4), .linear(duration: 1).delay(-.infinity)] {
            let values = stride(from: 0.0, to: 12, by: 0.25).compactMap { progress(animation, at: $0) }
            #expect(values.allSatisfy { $0.isFinite }, "\(animation)")
            #expect(progress(animation, at: 60) == nil, "\(animation) ends")
        }
        #expect(progress(.linear(duration: 1), at: .nan) == nil)
    }

    @Test func animationsCompareByWhatTheyDoAndKeepState() {
        #expect(Animation.linear(duration: 1) == .linear(duration: 1))
        #expect(Animation.linear(duration: 1) != .linear(duration: 2))
        #expect(Animation.easeIn.delay(1) == Animation.easeIn.delay(1))
        #expect(Set([Animation.smooth, .smooth, .snappy]).count == 2)
        var state = AnimationState<Double>()
        #expect(state[Bounces.self] == 0)
        state[Bounces.self] = 3
        let context = AnimationContext<Double>().withState(state)
        #expect(context.state[Bounces.self] == 3)
        var pairContext = AnimationContext<AnimatablePair<Double, Double>>()
        let halfway = Animation.linear(duration: 1).animate(value: AnimatablePair(2.0, 4.0), time: 0.5, context: &pairContext)
        #expect(halfway == AnimatablePair(1.0, 2.0))
    }
}
