import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

// A pulsing badge written as SwiftUI apps write one: it reads Reduce Motion and starts a
// repeating animation when it appears, unless motion is reduced. (The `Animation?` type is
// needed, in SwiftUI too: `.none` alone has no type to belong to.)
private struct AnimatedBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var animate = false

    var body: some View {
        let animation: Animation? = reduceMotion
            ? .none
            : .easeInOut(duration: 0.8).repeatForever(autoreverses: true)

        Circle()
            .fill(Color.blue)
            .frame(width: 12, height: 12)
            .scaleEffect(animate ? 1.2 : 1.0)
            .onAppear {
                guard !reduceMotion else { return }
                withAnimation(animation) {
                    animate = true
                }
            }
    }
}

/// The badge pulses between its size and 1.2 times it, and stays still under Reduce Motion.
@MainActor
@Suite(.manualClock) struct AnimatedBadgeTests {
    /// The badge's width in pixels along its middle row (40 × 40 points at 3x).
    private func badgeWidth<V: View>(_ hosted: Hosted<V>) -> Int { hosted.bluePixels(inRow: 60) }

    @Test func theBadgePulsesBackAndForth() {
        let hosted = Hosted(AnimatedBadge(), size: CGSize(width: 40, height: 40))
        #expect(abs(badgeWidth(hosted) - 36) <= 2, "starts at 12 points")
        TestClock.advance(by: 0.4)
        let halfway = badgeWidth(hosted)
        #expect(halfway > 37 && halfway < 42, "half way through the first swell: \(halfway)")
        TestClock.advance(by: 0.4)
        #expect(abs(badgeWidth(hosted) - 43) <= 2, "at 1.2 times")
        TestClock.advance(by: 0.8)
        #expect(abs(badgeWidth(hosted) - 36) <= 2, "back, autoreversed")
        TestClock.advance(by: 8.8)
        #expect(abs(badgeWidth(hosted) - 43) <= 2, "and still pulsing thirteen swells later")
    }

    @Test func reduceMotionKeepsTheBadgeStill() {
        let hosted = Hosted(AnimatedBadge().environment(\.accessibilityReduceMotion, true), size: CGSize(width: 40, height: 40))
        for _ in 0..<6 {
            #expect(abs(badgeWidth(hosted) - 36) <= 2)
            TestClock.advance(by: 0.3)
        }
    }
}
