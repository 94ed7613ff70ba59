import Foundation

/// The platforms a preview can run on.
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}
