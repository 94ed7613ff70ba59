import Foundation

extension Image {
    /// How smoothly an image is resampled when drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        /// The nearest pixel: hard edges, for pixel art.
        case none
        /// Blended neighbouring pixels.
        case low
        /// Blended neighbouring pixels.
        case medium
        /// Blended neighbouring pixels, filtered down first when shrunk a lot (the default).
        case high
    }

    /// The image resampled with an interpolation when drawn at another size.
    ///
    /// ```swift
    /// Image(uiImage: sprite).resizable().interpolation(.none).frame(width: 128, height: 128)
    /// ```
    /// `.low` and `.medium` both blend neighbouring pixels, as `.high` does for enlarged
    /// images; only shrinking tells `.high` apart.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// The image with its edges smoothed where they fall between pixels, or hard.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
}
