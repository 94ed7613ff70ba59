import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import Testing

/// Gives each test a clock of its own that stands still until ``TestClock/advance(by:)``
/// moves it: animations, display links, timers and frames in the test read it, and tests
/// running side by side do not share time. On a suite, every test in it gets its own.
///
/// ```swift
/// @Suite(.manualClock) @MainActor struct FadeTests {
///     @Test func halfWay() {
///         UIView.animate(withDuration: 1) { view.alpha = 0 }
///         TestClock.advance(by: 0.5)
///         #expect(abs(view.layer.presentation()!.opacity - 0.5) < 0.01)
///     }
/// }
/// ```
public struct ManualClockTrait: SuiteTrait, TestTrait, TestScoping {
    /// Where each test's clock starts, in seconds.
    public let start: TimeInterval

    public var isRecursive: Bool { true }

    /// Only test cases are wrapped, each with a clock of its own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ManualClockTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let clock = MediaClock(manualTimeStartingAt: start)
        try await MediaClock.withClock(clock) { try await function() }
    }
}

extension Trait where Self == ManualClockTrait {
    /// A manual clock of the test's own, starting at 1000 s.
    public static var manualClock: Self { ManualClockTrait(start: 1000) }

    /// A manual clock of the test's own, starting at `start` seconds.
    public static func manualClock(startingAt start: TimeInterval) -> Self { ManualClockTrait(start: start) }
}
