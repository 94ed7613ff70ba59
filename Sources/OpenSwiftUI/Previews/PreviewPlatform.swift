import Foundation

/// The platforms a preview can run on.
public enum PreviewPlatform: Sendable {
    /// iPhone and iPad.
    case iOS
    /// The Mac.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
}
