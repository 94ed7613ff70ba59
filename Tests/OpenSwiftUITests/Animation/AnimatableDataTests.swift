import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Level {
    var value: Double = 0
}

/// A bar filling `fraction` of its frame's width from the left.
private struct PartialBar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * max(0, min(1, fraction)), height: rect.height))
    }
}

/// Records every value its body is run with.
@MainActor
private final class Shown {
    var values: [Double] = []
    var last: Double { values.last ?? .nan }
}

private struct Probe: View, Animatable {
    var value: Double
    let shown: Shown
    // In Swift 6 a view's conformance to Animatable is not main-actor isolated, in SwiftUI too.
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        shown.values.append(value)
        return Color.clear.frame(width: 10, height: 10)
    }
}

/// Shows a probe of the level's value, in a body, so the level's changes are tracked.
private struct Holder: View {
    let level: Level
    let shown: Shown
    var body: some View { Probe(value: level.value, shown: shown) }
}

private struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 40 * animatableData, y: 0))
    }
}

/// Views' `animatableData` moves through the values between the old and the new.
@MainActor
@Suite(.manualClock) struct AnimatableDataTests {
    @Test func aShapesParameterInterpolates() {
        let level = Level()
        struct Gauge: View {
            let level: Level
            var body: some View {
                PartialBar(fraction: level.value).fill(Color.red).frame(width: 200, height: 20)
            }
        }
        let hosted = Hosted(Gauge(level: level), size: CGSize(width: 200, height: 20), scale: 1)
        #expect(hosted.redPixels(inRow: 10) == 0)
        withAnimation(.linear(duration: 1)) { level.value = 1 }
        TestClock.advance(by: 0.25)
        #expect(abs(hosted.redPixels(inRow: 10) - 50) <= 1, "a quarter drawn a quarter of the way")
        TestClock.advance(by: 0.5)
        #expect(abs(hosted.redPixels(inRow: 10) - 150) <= 1)
        TestClock.advance(by: 0.5)
        #expect(hosted.redPixels(inRow: 10) == 200)
    }

    @Test func anAnimatableViewsBodySeesEachFramesValue() {
        let level = Level()
        let shown = Shown()
        let hosted = Hosted(Holder(level: level, shown: shown))
        withAnimation(.easeIn(duration: 1)) { level.value = 100 }
        for _ in 0..<4 {
            TestClock.advance(by: 0.25)
            hosted.window.layoutIfNeeded()
        }
        let frames = Array(shown.values.drop { $0 == 0 })
        #expect(frames.count >= 4, "\(shown.values)")
        #expect(frames.first! < 25, "ease in: slow start (\(frames))")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 }, "rising")
        #expect(shown.last == 100)
        TestClock.advance(by: 1)
        hosted.window.layoutIfNeeded()
        let count = shown.values.count
        TestClock.advance(by: 1)
        hosted.window.layoutIfNeeded()
        #expect(shown.values.count == count, "no body runs once the animation has ended")
    }

    @Test func aChangeWithoutAnimationJumps() {
        let level = Level()
        let shown = Shown()
        let hosted = Hosted(Holder(level: level, shown: shown))
        level.value = 7
        hosted.window.layoutIfNeeded()
        #expect(shown.last == 7)
        withAnimation(.linear(duration: .nan)) { level.value = 9 }
        hosted.window.layoutIfNeeded()
        #expect(shown.last == 9, "a duration that is not a number changes at once")
    }

    @Test func aRetargetedSpringKeepsItsVelocity() {
        let level = Level()
        let shown = Shown()
        let hosted = Hosted(Holder(level: level, shown: shown))
        withAnimation(.spring(duration: 1, bounce: 0)) { level.value = 100 }
        TestClock.advance(by: 0.1)
        hosted.window.layoutIfNeeded()
        let before = shown.last
        withAnimation(.spring(duration: 1, bounce: 0)) { level.value = 0 }
        TestClock.advance(by: 0.05)
        hosted.window.layoutIfNeeded()
        #expect(shown.last > before, "still moving up just after turning back (\(before) → \(shown.last))")
        TestClock.advance(by: 3)
        hosted.window.layoutIfNeeded()
        #expect(abs(shown.last) < 0.5)
    }

    @Test func aGeometryEffectAnimates() {
        let level = Level()
        struct Shaken: View {
            let level: Level
            var body: some View {
                Color.red.frame(width: 20, height: 20).modifier(Shake(animatableData: level.value))
            }
        }
        let hosted = Hosted(Shaken(level: level), size: CGSize(width: 100, height: 20), scale: 1)
        withAnimation(.linear(duration: 1)) { level.value = 1 }
        TestClock.advance(by: 0.5)
        let image = hosted.window.renderedImage().cgImage!
        let columns = (0..<100).filter { let p = image.rgba(atX: $0, y: 10); return p.red > 200 && p.green < 80 }
        #expect(columns.first == 60, "20 points along half way: \(columns.first ?? -1)")
    }

    @Test func aRoundedRectanglesCornersAnimate() {
        var shape = RoundedRectangle(cornerRadius: 4)
        shape.animatableData = AnimatablePair(10, 10)
        #expect(shape.cornerSize == CGSize(width: 10, height: 10))
    }
}
