import Foundation
import Observation
import Synchronization
import Testing
@testable import OpenUIKit

@Observable
final class SlotModel: @unchecked Sendable {
    var value = 0
}

/// An object whose release shows that whatever held it (an Observation callback) is gone.
private final class Sentinel: Sendable {}

/// A count several threads add to.
private final class Hits: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .relaxed) }
    func add() { count.add(1, ordering: .relaxed) }
}

@Suite struct ObservationSlotTests {
    @Test func endingASlotReleasesItsWatchWithoutAChange() {
        let model = SlotModel()
        weak var watched: Sentinel?
        var slot = ObservationSlot()
        do {
            let sentinel = Sentinel()
            watched = sentinel
            _ = slot.track({ model.value }, changed: { _ = sentinel })
        }
        #expect(watched != nil)
        slot.end()
        #expect(watched == nil, "the model still holds the ended run's callback")
    }

    @Test func aNewRunEndsTheLastAndOneChangeIsReportedOnce() {
        let model = SlotModel()
        let hits = Hits()
        var slot = ObservationSlot()
        weak var first: Sentinel?
        do {
            let sentinel = Sentinel()
            first = sentinel
            _ = slot.track({ model.value }, changed: { _ = sentinel; hits.add() })
        }
        _ = slot.track({ model.value }, changed: { hits.add() })
        #expect(first == nil)
        model.value = 1
        model.value = 2
        #expect(hits.value == 1)
        slot.end()
        model.value = 3
        #expect(hits.value == 1)
    }

    @Test func aWriteFromAnotherThreadDuringTheNextRunRepeatsIt() {
        let model = SlotModel()
        let hits = Hits()
        var slot = ObservationSlot()
        _ = slot.track({ model.value }, changed: { hits.add() })
        // The next run reads, then another thread writes before the run's watch is installed.
        let seen = slot.track({ () -> Int in
            let read = model.value
            let writer = Thread { model.value = 5 }
            writer.start()
            while model.value != 5 { usleep(100) }
            return read
        }, changed: { hits.add() })
        #expect(seen == 0)
        #expect(hits.value == 1, "the new run is reported as changed, so it runs again")
    }

    @Test func aRunsOwnWriteDoesNotRepeatIt() {
        let model = SlotModel()
        let hits = Hits()
        var slot = ObservationSlot()
        _ = slot.track({ model.value }, changed: { hits.add() })
        _ = slot.track({ () -> Int in
            model.value += 1
            return model.value
        }, changed: { hits.add() })
        #expect(hits.value == 0)
        slot.end()
    }
}
