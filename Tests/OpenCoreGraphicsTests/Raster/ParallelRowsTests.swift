import Foundation
import Synchronization
import Testing
@testable import OpenCoreGraphics

@Suite struct ParallelRowsTests {
    @Test(arguments: [1, 2, 7])
    func everyIndexRunsExactlyOnce(threads: Int) {
        let counts = Mutex([Int](repeating: 0, count: 1000))
        ParallelRows.forEach(1000, threads: threads) { index in counts.withLock { $0[index] += 1 } }
        #expect(counts.withLock { $0 } == [Int](repeating: 1, count: 1000))
    }

    @Test func chunksCoverTheRowsInOrderWithoutOverlap() {
        let chunks = Mutex<[Range<Int>]>([])
        ParallelRows.forEachChunk(of: 5..<1005, pixelsPerRow: 4000, threads: 3) { rows in chunks.withLock { $0.append(rows) } }
        let sorted = chunks.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(sorted.first?.lowerBound == 5 && sorted.last?.upperBound == 1005)
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(sorted.count == 12, "four chunks per thread when the work is large")
    }

    @Test func smallWorkStaysOnTheCallersThread() {
        #expect(ParallelRows.chunkCount(rows: 10, pixelsPerRow: 100, threads: 8) == 1)
        #expect(ParallelRows.chunkCount(rows: 1000, pixelsPerRow: 1000, threads: 1) == 1)
        #expect(ParallelRows.chunkCount(rows: 3, pixelsPerRow: 1_000_000, threads: 8) == 3, "never more chunks than rows")
    }

    @Test func aStepStartedInsideAStepRunsOnItsThread() {
        let total = Mutex(0)
        ParallelRows.forEach(4, threads: 2) { _ in
            ParallelRows.forEach(10, threads: 2) { _ in total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 40)
    }
}
