import Foundation

/// When a `defaultFocus` preference counts.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
    let isUserInitiated: Bool

    /// The preference counts when focus is placed automatically (the region appearing
    /// with nothing focused), not when the user moves focus.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)

    /// The preference counts whenever focus moves into the region. Differs from SwiftUI:
    /// Tab moves focus in reading order whatever the preference, so this behaves as
    /// `automatic`.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}
