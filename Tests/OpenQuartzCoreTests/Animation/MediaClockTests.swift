import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenQuartzCore

/// One clock owns a frame's time; work run under a clock of its own never sees another's.
@MainActor
@Suite struct MediaClockTests {
    @MainActor final class Ticks: NSObject {
        var times: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) { times.append(link.timestamp) }
    }

    @Test func workUnderAClockReadsItsTimeAndLeavesTheSystemClockAlone() {
        let clock = MediaClock(manualTimeStartingAt: 50)
        let layer = CALayer()
        MediaClock.withClock(clock) {
            #expect(CACurrentMediaTime() == 50)
            layer.fadeOutOverOneSecond()
            clock.advance(by: 0.25)
            #expect(abs(layer.presentation()!.opacity - 0.75) < 0.001)
        }
        #expect(!MediaClock.system.isManual, "the process's clock never stood still")
        #expect(CACurrentMediaTime() != 50.25)
    }

    @Test func displayLinksFireOnTheClockTheyWereAddedUnder() {
        let own = MediaClock(manualTimeStartingAt: 10)
        let ticks = Ticks()
        let link = CADisplayLink(target: ticks, selector: Ticks.step)
        MediaClock.withClock(own) { link.add(to: .main, forMode: .common) }
        MediaClock.system.tick()
        #expect(ticks.times.isEmpty, "another clock's refresh does not fire it")
        own.advance(by: 1.0 / 60)
        #expect(ticks.times.count == 1)
        #expect(abs(ticks.times[0] - (10 + 1.0 / 60)) < 1e-9)
        link.invalidate()
        own.advance(by: 1.0 / 60)
        #expect(ticks.times.count == 1, "removed from the clock it was added to")
    }

    @Test func observersAreCancelledOnTheirOwnClockWhicheverIsCurrent() {
        let own = MediaClock(manualTimeStartingAt: 0)
        var fired = 0
        let observation = own.addObserver { _ in fired += 1 }
        own.tick()
        MediaClock.withClock(MediaClock(manualTimeStartingAt: 5)) { observation.cancel() }
        own.tick()
        #expect(fired == 1)
        var ended = false
        own.at(0.5) { ended = true }
        own.advance(by: 0.4)
        #expect(!ended)
        own.advance(by: 0.2)
        #expect(ended)
    }

    @Test func manualTimeIgnoresBackwardsAndNonFiniteSteps() {
        let clock = MediaClock(manualTimeStartingAt: 3)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        #expect(clock.now == 3)
        clock.useSystemTime()
        #expect(!clock.isManual)
    }
}
