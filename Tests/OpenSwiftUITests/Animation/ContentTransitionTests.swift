import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Steps {
    var count = 123
}

private struct Counter: View {
    let steps: Steps
    let transition: ContentTransition
    var body: some View {
        Text("\(steps.count)")
            .font(.system(size: 40))
            .contentTransition(transition)
    }
}

/// A text's change in an animation plays its content transition: numeric text rolls the
/// digits that changed.
@MainActor
@Suite(.manualClock) struct ContentTransitionTests {
    private func textView<V: View>(_ hosted: Hosted<V>) -> TextView? {
        hosted.drawnViews.compactMap { $0.view as? TextView }.first
    }

    @Test func changedDigitsRollAndTheRestStays() throws {
        let steps = Steps()
        let hosted = Hosted(Counter(steps: steps, transition: .numericText()), size: CGSize(width: 200, height: 100), scale: 2)
        withAnimation(.linear(duration: 1)) { steps.count = 124 }
        let label = try #require(textView(hosted))
        #expect(label.transitionLabels.count == 2)
        #expect(label.transitionLabels.map { $0.attributedText?.string } == ["3", "4"], "only the last digit rolls")
        TestClock.advance(by: 0.5)
        let incoming = label.transitionLabels[1].layer.presentation()
        #expect(incoming.map { abs($0.opacity - 0.5) < 0.05 } == true, "half faded in")
        #expect(label.transitionLabels.allSatisfy { $0.layer.animationKeys()?.sorted() == ["opacity", "transform"] },
                "only the roll animates: the labels were made where they are")
        #expect(incoming.map { abs($0.bounds.height - label.bounds.height) < 1 } == true)
        TestClock.advance(by: 0.6)
        #expect(label.transitionLabels.isEmpty && label.subviews.isEmpty, "done: the text shows whole")
        #expect(label.attributedText?.string == "124")
    }

    @Test func withoutAnimationOrWithIdentityTheTextChangesAtOnce() throws {
        let steps = Steps()
        let hosted = Hosted(Counter(steps: steps, transition: .numericText()), size: CGSize(width: 200, height: 100))
        steps.count = 9
        hosted.window.layoutIfNeeded()
        #expect(try #require(textView(hosted)).transitionLabels.isEmpty)
        let plain = Steps()
        let still = Hosted(Counter(steps: plain, transition: .identity), size: CGSize(width: 200, height: 100))
        withAnimation(.linear(duration: 1)) { plain.count = 5 }
        #expect(try #require(textView(still)).transitionLabels.isEmpty)
    }

    @Test func onlyTheDigitsBetweenWhatStaysRoll() throws {
        struct Watched: View {
            let steps: Steps
            var body: some View { Text("\(steps.count) watched").contentTransition(.numericText()) }
        }
        let steps = Steps()
        steps.count = 41
        let hosted = Hosted(Watched(steps: steps), size: CGSize(width: 300, height: 100))
        withAnimation(.linear(duration: 1)) { steps.count = 42 }
        let label = try #require(textView(hosted))
        #expect(label.transitionLabels.map { $0.attributedText?.string } == ["1", "2", " watched"])
        #expect(label.attributedText?.string == "4")
        #expect(TextView.sharedSuffixLength("41 watched", "42 watched", after: 1) == 8)
        #expect(TextView.sharedSuffixLength("11", "111", after: 2) == 0, "never overlapping the start")
    }

    @Test func sharedPrefixesAreWholeCharacters() {
        #expect(TextView.sharedPrefixLength("120", "121") == 2)
        #expect(TextView.sharedPrefixLength("99", "100") == 0)
        #expect(TextView.sharedPrefixLength("e\u{301}1", "e\u{301}2") == 2, "a combining mark stays with its letter")
        #expect(TextView.sharedPrefixLength("", "5") == 0)
    }
}
