import Foundation

/// Why a preview could not be rendered.
public enum PreviewRenderingError: Error, CustomStringConvertible, Sendable {
    /// The preview's content asked for a size that is empty, not finite or larger than
    /// 8,192 points a side.
    case unusableSize(preview: String, width: Double, height: Double)
    /// Making the preview threw.
    case setupFailed(preview: String, message: String)

    public var description: String {
        switch self {
        case .unusableSize(let preview, let width, let height):
            "preview \"\(preview)\" has an unusable size \(width) × \(height) (sizes must be finite, above zero and at most 8192 points)"
        case .setupFailed(let preview, let message):
            "preview \"\(preview)\" threw while being made: \(message)"
        }
    }
}
