import Foundation

/// An image file's data read as ImageIO reads it: its type, its frames and their
/// properties, images and thumbnails.
///
/// ```swift
/// guard let source = CGImageSourceCreateWithData(data, nil) else { return }
/// let frames = CGImageSourceGetCount(source)
/// let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, [
///     kCGImageSourceCreateThumbnailFromImageAlways: true,
///     kCGImageSourceThumbnailMaxPixelSize: 120,
/// ])
/// ```
///
/// Differs from ImageIO: it lives in OpenCoreGraphics (import OpenUIKit, or ImageIO on
/// Apple's platforms through the shim); it takes `Data`, `URL` and `[String: Any]` where
/// ImageIO takes `CFData`, `CFURL` and `CFDictionary`; it reads PNG, JPEG, GIF, WebP
/// and HEIF's primary image (animated GIF and WebP frame by frame); sources are read whole
/// at creation, so there is no incremental loading.
public final class CGImageSource: @unchecked Sendable {
    let data: Data
    let format: ImageFileFormat?
    /// Each frame's delay in seconds, read once.
    let frameDelays: [Double]

    init(data: Data) {
        self.data = data
        format = ImageFileFormat(sniffing: data)
        frameDelays = format?.frameDelays(data) ?? []
    }
}

/// An image source over data in memory; `nil` for empty data. Data that is no image
/// format it knows still makes a source, with no type and no images, as in ImageIO.
public func CGImageSourceCreateWithData(_ data: Data, _ options: [String: Any]?) -> CGImageSource? {
    data.isEmpty ? nil : CGImageSource(data: data)
}

/// An image source over a file; `nil` when the file cannot be read or is empty.
public func CGImageSourceCreateWithURL(_ url: URL, _ options: [String: Any]?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return CGImageSourceCreateWithData(data, options)
}

/// The uniform type identifier of the source's format (`"public.jpeg"`, …), or `nil`.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> String? {
    isrc.format?.typeIdentifier
}

/// The type identifiers image sources read.
public func CGImageSourceCopyTypeIdentifiers() -> [String] {
    ImageFileFormat.all.map(\.typeIdentifier)
}

/// How many images the source holds: the frames of an animation, 1 for a still image,
/// 0 for data it cannot read.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.frameDelays.count
}

/// The image at `index` (an animation's frame as it shows), in sRGB; `nil` past the last
/// or when the data is corrupt.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: [String: Any]?) -> CGImage? {
    guard index >= 0, index < isrc.frameDelays.count else { return nil }
    return isrc.format?.image(isrc.data, at: index)
}

/// A thumbnail of the image at `index`, no larger than
/// ``kCGImageSourceThumbnailMaxPixelSize`` on its longer side (the image's size when the
/// option is absent), keeping its aspect ratio.
///
/// Embedded thumbnails are not read, so, as ImageIO does for files without one, this
/// returns `nil` unless ``kCGImageSourceCreateThumbnailFromImageAlways`` or
/// ``kCGImageSourceCreateThumbnailFromImageIfAbsent`` is true.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: [String: Any]?) -> CGImage? {
    let options = options ?? [:]
    guard ImageSourceOption.bool(options[kCGImageSourceCreateThumbnailFromImageAlways])
            || ImageSourceOption.bool(options[kCGImageSourceCreateThumbnailFromImageIfAbsent]),
        let image = CGImageSourceCreateImageAtIndex(isrc, index, nil)
    else { return nil }
    guard let limit = ImageSourceOption.number(options[kCGImageSourceThumbnailMaxPixelSize]), limit >= 1 else { return image }
    return image.scaledToFit(maximumPixelSize: Int(min(limit, CGFloat(CGImage.maximumDimension))))
}
