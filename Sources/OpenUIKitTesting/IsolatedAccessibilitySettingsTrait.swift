import Foundation
import OpenUIKit
import Testing

/// Gives each test accessibility settings of its own, all off at the start: what the test
/// sets with `UIAccessibility.setSimulatedSettings(_:)` (Reduce Transparency, Reduce
/// Motion, Increase Contrast) shows in its own renders and not in tests running beside it.
/// Bold Text stays process-wide.
///
/// ```swift
/// @Suite(.isolatedAccessibilitySettings) @MainActor struct FrostTests {
///     @Test func frostier() {
///         UIAccessibility.setSimulatedSettings(.init(isReduceTransparencyEnabled: true))
///         // renders here see Reduce Transparency; other suites do not.
///     }
/// }
/// ```
public struct IsolatedAccessibilitySettingsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Only test cases are wrapped, each with settings of its own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> IsolatedAccessibilitySettingsTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let scope = await SettingsScope()
        try await SettingsScope.$current.withValue(scope) { try await function() }
    }
}

extension Trait where Self == IsolatedAccessibilitySettingsTrait {
    /// Accessibility settings of the test's own, all off at the start.
    public static var isolatedAccessibilitySettings: Self { IsolatedAccessibilitySettingsTrait() }
}
