import Foundation

/// A source of bytes for creating images.
///
/// Unlike CoreGraphics, which takes a `CFData`, this takes Foundation's `Data`, since
/// Linux has no toll-free bridging.
///
/// ```swift
/// let provider = CGDataProvider(data: try Data(contentsOf: url))!
/// let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
/// ```
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    /// A provider of the given bytes.
    public init?(data: Data) {
        self.data = data
    }
}
