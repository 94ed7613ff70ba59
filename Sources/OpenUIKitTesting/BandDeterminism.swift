import Foundation
import OpenQuartzCore
import Synchronization
import Testing

/// A test trait for this package's reference tests: every frame the test renders is rasterized at 1, 2 and 7 threads from the
/// same pixels, and the test fails if the bytes differ. Reference suites carry it, so each
/// reference screen shows that a frame split into bands is the frame drawn whole.
package struct BandDeterminism: SuiteTrait, TestTrait, TestScoping {
    package static let threadCounts = [1, 2, 7]

    package var isRecursive: Bool { true }

    /// Only test cases are wrapped, each in its own check.
    package func scopeProvider(for test: Test, testCase: Test.Case?) -> BandDeterminism? {
        testCase == nil ? nil : self
    }

    package func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let tally = Tally()
        try await BandVerification.$threadCounts.withValue(Self.threadCounts) {
            try await BandVerification.$report.withValue({ tally.add($0) }) { try await function() }
        }
        if tally.mismatches > 0 {
            Issue.record("\(tally.mismatches) of \(tally.frames) frames differed between 1, 2 and 7 render threads")
        }
    }

    /// Frames checked and frames whose bytes differed.
    package final class Tally: Sendable {
        private let counts = Mutex((frames: 0, mismatches: 0))
        package init() {}
        package func add(_ matched: Bool) {
            counts.withLock {
                $0.frames += 1
                if !matched { $0.mismatches += 1 }
            }
        }
        package var frames: Int { counts.withLock { $0.frames } }
        package var mismatches: Int { counts.withLock { $0.mismatches } }
    }
}

extension Trait where Self == BandDeterminism {
    /// Checks that every frame the test renders is the same at 1, 2 and 7 render threads.
    package static var bandDeterminism: Self { BandDeterminism() }
}
