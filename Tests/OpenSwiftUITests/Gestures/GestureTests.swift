import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Log {
    var events: [String] = []
}

@MainActor
private final class DragResult {
    var ended: CGSize?
}

/// SwiftUI gestures follow scripted touches (the window host delivers the mouse the same way).
@MainActor
@Suite(.manualClock) struct GestureTests {
    /// A 200 × 200 window at 1x showing `view` in its middle.
    private func host<V: View>(_ view: V) -> Hosted<V> {
        Hosted(view, size: CGSize(width: 200, height: 200), scale: 1)
    }

    @Test func aTapOnWhatTheViewDrawsRunsTheAction() {
        let log = Log()
        let hosted = host(Color.red.frame(width: 50, height: 50).onTapGesture { log.events.append("tap") })
        hosted.window.tap(at: CGPoint(x: 100, y: 100))
        hosted.window.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.events == ["tap"], "inside only")
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        let log = Log()
        let hosted = host(Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { log.events.append("double") })
        hosted.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.events.isEmpty)
        TestClock.advance(by: 0.1)
        hosted.window.tap(at: CGPoint(x: 101, y: 100))
        #expect(log.events == ["double"])
        TestClock.advance(by: 2)
        hosted.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.events == ["double"], "a lone tap later is not a double tap")
    }

    @Test func theInnerGestureWinsUnlessTheOuterIsSimultaneous() {
        let log = Log()
        let nested = host(
            Color.red.frame(width: 50, height: 50)
                .onTapGesture { log.events.append("inner") }
                .padding(20)
                .background(Color.blue)
                .onTapGesture { log.events.append("outer") })
        nested.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.events == ["inner"])
        nested.window.tap(at: CGPoint(x: 70, y: 70))
        #expect(log.events == ["inner", "outer"], "the padding around is the outer view's")

        let both = Log()
        let simultaneous = host(
            Color.red.frame(width: 50, height: 50)
                .onTapGesture { both.events.append("inner") }
                .simultaneousGesture(TapGesture().onEnded { both.events.append("outer") }))
        simultaneous.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(both.events.sorted() == ["inner", "outer"])
    }

    @Test func aButtonInsideKeepsItsTap() {
        let log = Log()
        let hosted = host(VStack {
            Button("Press") { log.events.append("button") }
        }
        .frame(width: 150, height: 150)
        .background(Color.gray)
        .onTapGesture { log.events.append("background") })
        let button = hosted.buttons[0]
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: hosted.window)
        hosted.window.tap(at: center)
        #expect(log.events == ["button"])
    }

    @Test func aDragReportsItsTranslationAndItsGestureStateResets() {
        let drag = DragResult()
        struct Draggable: View {
            let drag: DragResult
            @GestureState private var offset = CGSize.zero
            var body: some View {
                Color.red.frame(width: 40, height: 40)
                    .offset(offset)
                    .gesture(DragGesture()
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onEnded { drag.ended = $0.translation })
            }
        }
        let hosted = host(Draggable(drag: drag))
        hosted.window.touchDown(at: CGPoint(x: 100, y: 100))
        for step in 1...6 {
            TestClock.advance(by: 0.016)
            hosted.window.touchMove(to: CGPoint(x: 100 + CGFloat(step) * 5, y: 100))
        }
        hosted.window.layoutIfNeeded()
        let moved = hosted.shapeFrames[0]
        #expect(abs(moved.minX - 110) <= 0.5, "follows the finger 30 points: \(moved)")
        hosted.window.touchUp(at: CGPoint(x: 130, y: 100))
        hosted.window.layoutIfNeeded()
        #expect(drag.ended == CGSize(width: 30, height: 0))
        #expect(abs(hosted.shapeFrames[0].minX - 80) <= 0.5, "the gesture state went back")
    }

    @Test func aLongPressEndsAfterItsDurationAndReportsPressing() {
        let log = Log()
        let hosted = host(Color.red.frame(width: 50, height: 50)
            .onLongPressGesture(minimumDuration: 0.5) { log.events.append("done") } onPressingChanged: { log.events.append("pressing \($0)") })
        hosted.window.touchDown(at: CGPoint(x: 100, y: 100))
        TestClock.advance(by: 0.3)
        #expect(log.events == ["pressing true"])
        TestClock.advance(by: 0.3)
        #expect(log.events == ["pressing true", "done", "pressing false"])
        hosted.window.touchUp(at: CGPoint(x: 100, y: 100))

        log.events = []
        hosted.window.touchDown(at: CGPoint(x: 100, y: 100))
        TestClock.advance(by: 0.2)
        hosted.window.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(log.events == ["pressing true", "pressing false"], "too short")
    }

    @Test func aLongPressThenADragInSequence() {
        let log = Log()
        let hosted = host(Color.red.frame(width: 50, height: 50)
            .gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
                .onEnded { value in
                    if case .second(true, let drag?) = value { log.events.append("dragged \(Int(drag.translation.width))") }
                }))
        hosted.window.touchDown(at: CGPoint(x: 100, y: 100))
        TestClock.advance(by: 0.4)
        hosted.window.touchMove(to: CGPoint(x: 120, y: 100))
        hosted.window.touchUp(at: CGPoint(x: 140, y: 100))
        #expect(log.events == ["dragged 40"])
    }

    @Test func contentShapeAndHitTesting() {
        let log = Log()
        let hosted = host(VStack {
            HStack {
                Color.red.frame(width: 20, height: 20)
                Spacer()
            }
            .frame(width: 160, height: 20)
            .contentShape(Rectangle())
            .onTapGesture { log.events.append("row") }
            Color.blue.frame(width: 160, height: 20)
                .onTapGesture { log.events.append("blocked") }
                .allowsHitTesting(false)
        })
        hosted.window.tap(at: CGPoint(x: 150, y: 90))
        #expect(log.events == ["row"], "the row's empty part takes the tap")
        hosted.window.tap(at: CGPoint(x: 100, y: 118))
        #expect(log.events == ["row"])
    }

    @Test func gesturesOnZeroSizeViewsAndExclusiveChoices() {
        let log = Log()
        let hosted = host(VStack {
            Color.red.frame(width: 0, height: 0).onTapGesture { log.events.append("nothing") }
            Color.green.frame(width: 60, height: 60)
                .gesture(TapGesture(count: 2).onEnded { log.events.append("double") }
                    .exclusively(before: TapGesture().onEnded { log.events.append("single") }))
        })
        hosted.window.tap(at: CGPoint(x: 100, y: 100))
        TestClock.advance(by: 0.1)
        hosted.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.events == ["single", "double"])
    }
}
