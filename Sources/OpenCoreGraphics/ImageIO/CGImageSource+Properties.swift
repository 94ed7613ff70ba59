import Foundation

/// Create a thumbnail from the full image when the file has none (Bool).
public let kCGImageSourceCreateThumbnailFromImageIfAbsent = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Always create a thumbnail from the full image (Bool).
public let kCGImageSourceCreateThumbnailFromImageAlways = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The largest side of a thumbnail in pixels (a number).
public let kCGImageSourceThumbnailMaxPixelSize = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether to rotate a thumbnail by the image's orientation (accepted; images are always upright).
public let kCGImageSourceCreateThumbnailWithTransform = "kCGImageSourceCreateThumbnailWithTransform"
/// Whether to cache decoded images (accepted; images are decoded on each request).
public let kCGImageSourceShouldCache = "kCGImageSourceShouldCache"

/// The image's width in pixels (Int).
public let kCGImagePropertyPixelWidth = "PixelWidth"
/// The image's height in pixels (Int).
public let kCGImagePropertyPixelHeight = "PixelHeight"
/// Whether the image has an alpha channel that is used (Bool).
public let kCGImagePropertyHasAlpha = "HasAlpha"
/// The colour model: `kCGImagePropertyColorModelRGB` for every image read.
public let kCGImagePropertyColorModel = "ColorModel"
/// The RGB colour model.
public let kCGImagePropertyColorModelRGB = "RGB"
/// Bits per colour component (8).
public let kCGImagePropertyDepth = "Depth"
/// A GIF frame's properties (a dictionary).
public let kCGImagePropertyGIFDictionary = "{GIF}"
/// A WebP frame's properties (a dictionary).
public let kCGImagePropertyWebPDictionary = "{WebP}"
/// A GIF frame's delay in seconds, at least 0.1 for shorter delays as browsers play them.
public let kCGImagePropertyGIFDelayTime = "DelayTime"
/// A GIF frame's delay in seconds as the file states it.
public let kCGImagePropertyGIFUnclampedDelayTime = "UnclampedDelayTime"
/// A WebP frame's delay in seconds.
public let kCGImagePropertyWebPDelayTime = "DelayTime"
/// A WebP frame's delay in seconds as the file states it.
public let kCGImagePropertyWebPUnclampedDelayTime = "UnclampedDelayTime"

/// The properties of the image at `index`: size, alpha, colour model and depth, and for
/// animation frames their delay; `nil` past the last image or when it cannot be decoded.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: [String: Any]?) -> [String: Any]? {
    guard let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth: image.width,
        kCGImagePropertyPixelHeight: image.height,
        kCGImagePropertyHasAlpha: image.pixels.contains { Pixel.alpha($0) != 255 },
        kCGImagePropertyColorModel: kCGImagePropertyColorModelRGB,
        kCGImagePropertyDepth: 8,
    ]
    let delay = isrc.frameDelays[index]
    switch isrc.format {
    case .gif:
        properties[kCGImagePropertyGIFDictionary] = [
            kCGImagePropertyGIFDelayTime: delay < 0.011 ? 0.1 : delay, kCGImagePropertyGIFUnclampedDelayTime: delay,
        ]
    case .webP where isrc.frameDelays.count > 1:
        properties[kCGImagePropertyWebPDictionary] = [
            kCGImagePropertyWebPDelayTime: delay < 0.011 ? 0.1 : delay, kCGImagePropertyWebPUnclampedDelayTime: delay,
        ]
    default:
        break
    }
    return properties
}
