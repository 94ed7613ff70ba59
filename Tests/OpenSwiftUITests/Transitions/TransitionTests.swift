import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Shown {
    var isShown = false
}

/// A 100 × 20 red bar that comes and goes with `transition`, above a 20 × 20 green square
/// at its trailing end (the square never covers the bar's first 80 points).
private struct Appearing: View {
    let model: Shown
    let transition: AnyTransition?
    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            if model.isShown {
                if let transition {
                    Color.red.frame(width: 100, height: 20).transition(transition)
                } else {
                    Color.red.frame(width: 100, height: 20)
                }
            }
            Color.green.frame(width: 20, height: 20)
        }
        .frame(width: 300, height: 100, alignment: .top)
    }
}

private struct Blink: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.5)
    }
}

/// Inserted and removed views play their transitions in animated changes.
@MainActor
@Suite(.manualClock) struct TransitionTests {
    private func host(_ transition: AnyTransition?, shown: Bool = false) -> (Hosted<Appearing>, Shown) {
        let model = Shown()
        model.isShown = shown
        return (Hosted(Appearing(model: model, transition: transition), size: CGSize(width: 300, height: 100), scale: 1), model)
    }

    /// The pixel in the middle of the red bar's place (at the top).
    private func barPixel(_ hosted: Hosted<Appearing>, x: Int = 110) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        hosted.window.renderedImage().cgImage!.rgba(atX: x, y: 10)
    }

    /// Red bar pixels along the bar's middle row, left of where the square can be.
    private func redColumns(_ hosted: Hosted<Appearing>) -> [Int] {
        let image = hosted.window.renderedImage().cgImage!
        return (0..<180).filter { let p = image.rgba(atX: $0, y: 10); return p.red > 200 && p.green < 80 }
    }

    @Test func anOpacityTransitionFadesInAndOut() {
        let (hosted, model) = host(.opacity)
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        #expect(barPixel(hosted).green > 230, "not there yet")
        TestClock.advance(by: 0.5)
        let half = barPixel(hosted)
        #expect(abs(Int(half.green) - 157) <= 12, "half faded in: \(half)")
        TestClock.advance(by: 0.6)
        #expect(barPixel(hosted).green < 80, "all there")
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        TestClock.advance(by: 0.5)
        #expect(abs(Int(barPixel(hosted).green) - 157) <= 12, "half faded out")
        TestClock.advance(by: 0.6)
        #expect(barPixel(hosted).green > 230, "gone")
        #expect(hosted.shapeFrames.count == 1, "and out of the hierarchy")
    }

    @Test func aRemovedViewLeavesTheLayoutAtOnce() {
        let (hosted, model) = host(.opacity, shown: true)
        #expect(hosted.shapeFrames.map(\.minY) == [0, 20])
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        TestClock.advance(by: 1.1)
        let frames = hosted.shapeFrames
        #expect(frames.count == 1 && frames[0].minY == 0, "the square took its place: \(frames)")
    }

    @Test func aMoveTransitionComesInFromItsEdge() {
        let (hosted, model) = host(.move(edge: .leading))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        TestClock.advance(by: 0.5)
        let columns = redColumns(hosted)
        // In place it spans 100..<200; half way it is 50 points to the left.
        #expect(columns.first == 50 && columns.last == 149, "half way in: \(columns.first ?? -1)…\(columns.last ?? -1)")
        #expect(hosted.shapeFrames[1].minY == 20, "the square made room at once")
        TestClock.advance(by: 0.6)
        #expect(redColumns(hosted).first == 100)
    }

    @Test func aSlideLeavesByTheTrailingEdge() {
        let (hosted, model) = host(.slide, shown: true)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        TestClock.advance(by: 0.5)
        #expect(redColumns(hosted).first == 150)
    }

    @Test func asymmetricAndCombinedTransitions() {
        let (hosted, model) = host(.asymmetric(insertion: .opacity, removal: .move(edge: .top).combined(with: .opacity)))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        TestClock.advance(by: 0.5)
        #expect(redColumns(hosted).isEmpty && barPixel(hosted).green < 200, "fading in, not moving")
        TestClock.advance(by: 0.6)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        TestClock.advance(by: 0.5)
        let image = hosted.window.renderedImage().cgImage!
        let top = image.rgba(atX: 110, y: 2), low = image.rgba(atX: 110, y: 15)
        #expect(top.green > 120 && top.green < 200, "still showing at the top, half faded: \(top)")
        #expect(low.green > 230, "half way up: \(low)")
    }

    @Test func aTransitionOfYourOwn() {
        let (hosted, model) = host(AnyTransition(Blink()))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        TestClock.advance(by: 0.5)
        // Three quarters of the way from half opacity and half size, about its centre.
        let middle = barPixel(hosted, x: 150)
        #expect(middle.green > 90 && middle.green < 130, "three quarters opaque: \(middle)")
        let image = hosted.window.renderedImage().cgImage!
        let tinted = (0..<180).filter { image.rgba(atX: $0, y: 10).green < 200 }
        #expect(tinted.first.map { abs($0 - 113) <= 2 } == true, "three quarters wide: \(tinted.first ?? -1)")
        TestClock.advance(by: 0.6)
        #expect(redColumns(hosted).count == 80)
    }

    @Test func viewsWithoutATransitionFadeAndChangesWithoutAnimationAreImmediate() {
        let (hosted, model) = host(nil)
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        TestClock.advance(by: 0.5)
        #expect(abs(Int(barPixel(hosted).green) - 157) <= 12, "SwiftUI's default fade")
        TestClock.advance(by: 0.6)
        model.isShown = false
        hosted.window.layoutIfNeeded()
        #expect(barPixel(hosted).green > 230 && hosted.shapeFrames.count == 1, "no animation: gone at once")
        model.isShown = true
        hosted.window.layoutIfNeeded()
        #expect(barPixel(hosted).green < 80, "and back at once")
    }

    @Test func aViewRemovedMidTransitionAndShownAgainSettles() {
        let (hosted, model) = host(.move(edge: .bottom))
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        TestClock.advance(by: 0.3)
        withAnimation(.linear(duration: 1)) { model.isShown = false }
        TestClock.advance(by: 0.3)
        withAnimation(.linear(duration: 1)) { model.isShown = true }
        TestClock.advance(by: 0.3)
        withAnimation(.spring(duration: .nan, bounce: .infinity)) { model.isShown = false }
        withAnimation(.linear(duration: .infinity)) { model.isShown = true }
        TestClock.advance(by: 5)
        #expect(redColumns(hosted).count == 80)
        #expect(hosted.shapeFrames.count == 2, "the departed ones are gone")
    }
}
