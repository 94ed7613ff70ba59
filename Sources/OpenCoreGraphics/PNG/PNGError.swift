/// Why PNG data could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not a PNG, or is corrupt or truncated; libpng's message says where.
    case invalidData(String)
    /// The image is larger than ``CGImage/maximumDimension`` or ``CGImage/maximumPixelCount`` allow.
    case tooLarge(width: Int, height: Int)
    /// libpng could not encode the image.
    case encodingFailed(String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .invalidData(let message): "invalid PNG data: \(message)"
        case .tooLarge(let width, let height):
            "PNG is \(width)×\(height), beyond the \(CGImage.maximumDimension)-pixel side or \(CGImage.maximumPixelCount)-pixel limit"
        case .encodingFailed(let message): "PNG encoding failed: \(message)"
        }
    }
}
