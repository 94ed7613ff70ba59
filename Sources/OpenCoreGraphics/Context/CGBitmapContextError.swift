/// Why a bitmap context could not be created.
public enum CGBitmapContextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Width or height is zero, negative, or beyond ``CGImage/maximumDimension`` /
    /// ``CGImage/maximumPixelCount``.
    case invalidSize(width: Int, height: Int)
    /// The pixel layout is not 8-bit RGBA with premultiplied (or skipped) alpha last.
    case unsupportedFormat(String)

    /// What was wrong with the request, in words.
    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            "bitmap size \(width)×\(height) is empty or beyond the \(CGImage.maximumDimension)-pixel side / \(CGImage.maximumPixelCount)-pixel limit"
        case .unsupportedFormat(let reason): "unsupported bitmap format: \(reason)"
        }
    }
}
