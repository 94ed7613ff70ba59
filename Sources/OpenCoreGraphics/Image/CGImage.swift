import Foundation
import Synchronization

/// An immutable bitmap image: 8-bit RGBA, premultiplied, sRGB, top row first.
///
/// Every image OpenCoreGraphics makes has this layout, whatever it was made from,
/// so `alphaInfo` is `.premultipliedLast` and `bitsPerPixel` is 32.
///
/// ```swift
/// let context = try CGContext.bitmap(width: 64, height: 64)
/// context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
/// context.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
/// let image = context.makeImage()!
/// let png = try image.pngData()
/// ```
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    /// The largest width or height an image or bitmap context may have.
    public static let maximumDimension = 32_768
    /// The most pixels an image or bitmap context may have (256 MiB of RGBA).
    public static let maximumPixelCount = 1 << 26

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The colour space; always sRGB.
    public let colorSpace: CGColorSpace?
    /// Whether the image should be smoothed when drawn scaled.
    public let shouldInterpolate: Bool
    /// Premultiplied pixels, top row first; packed as `Pixel` describes.
    let pixels: [UInt32]
    /// Whether every pixel is opaque, found on first use: 0 not yet known, 1 yes, 2 no.
    private let opacity = Atomic<UInt8>(0)
    /// The pixels that are not fully transparent, found on first use.
    private let visibility = Mutex(Visibility.unknown)

    private enum Visibility: Sendable {
        case unknown, none, area(IntRect)
    }

    /// Every pixel has full alpha, so drawing the image unscaled is a plain copy. An
    /// OpenCoreGraphics SPI for renderers that skip work under opaque images.
    package var isOpaque: Bool {
        switch opacity.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default:
            let opaque = pixels.withUnsafeBufferPointer { p in p.allSatisfy { $0 >> 24 == 255 } }
            opacity.store(opaque ? 1 : 2, ordering: .relaxed)
            return opaque
        }
    }

    /// The smallest rectangle (in pixels, top row first) holding every pixel that is not
    /// fully transparent, or `nil` when none is: drawing with normal blending touches
    /// nothing outside it. Found on first use.
    var visibleArea: IntRect? {
        switch visibility.withLock({ $0 }) {
        case .none: return nil
        case .area(let area): return area
        case .unknown:
            let area = findVisibleArea()
            visibility.withLock { $0 = area.map(Visibility.area) ?? .none }
            return area
        }
    }

    private func findVisibleArea() -> IntRect? {
        pixels.withUnsafeBufferPointer { p -> IntRect? in
            var area = IntRect(minX: width, minY: height, maxX: 0, maxY: 0)
            for y in 0..<height {
                let row = p.baseAddress! + y * width
                // Premultiplied: a transparent pixel is all zero.
                guard let first = (0..<width).first(where: { row[$0] != 0 }) else { continue }
                let last = (first..<width).last(where: { row[$0] != 0 })!
                area.minX = min(area.minX, first)
                area.maxX = max(area.maxX, last + 1)
                area.minY = min(area.minY, y)
                area.maxY = y + 1
            }
            return area.isEmpty ? nil : area
        }
    }

    init(width: Int, height: Int, pixels: [UInt32], shouldInterpolate: Bool = true) {
        precondition(pixels.count == width * height, "pixel count must match the image size")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        self.shouldInterpolate = shouldInterpolate
    }

    /// An image from raw pixel bytes.
    ///
    /// Supports 8 bits per component: RGBA or ARGB (premultiplied, straight or skipped
    /// alpha) at 32 bits per pixel, RGB at 24, gray at 8 and gray+alpha at 16.
    /// Returns `nil` for other layouts, too little data, or a size beyond
    /// ``maximumDimension`` / ``maximumPixelCount``.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard bitsPerComponent == 8, Self.isAllowedSize(width: width, height: height),
            let alphaInfo = bitmapInfo.alphaInfo, let data = provider.data
        else { return nil }
        let bytesPerPixel = bitsPerPixel / 8
        guard bitsPerPixel % 8 == 0, bytesPerRow >= width * bytesPerPixel,
            data.count >= bytesPerRow * (height - 1) + width * bytesPerPixel
        else { return nil }
        guard let decoder = RawPixelLayout(model: space.model, bytesPerPixel: bytesPerPixel, alphaInfo: alphaInfo)
        else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                for x in 0..<width {
                    pixels[y * width + x] = decoder.pixel(bytes, at: y * bytesPerRow + x * bytesPerPixel)
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels, shouldInterpolate: shouldInterpolate)
    }

    static func isAllowedSize(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumDimension && height <= maximumDimension
            && width * height <= maximumPixelCount
    }

    /// Bits per colour component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row of pixels to the next.
    public var bytesPerRow: Int { width * 4 }
    /// How alpha is stored: premultiplied, last.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The pixel layout: premultiplied alpha, last.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }
    /// Whether the image is an image mask: never, here.
    public var isMask: Bool { false }
    /// The rendering intent: the default one.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The pixel bytes (premultiplied RGBA, top row first) wrapped in a provider.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: pixels.withUnsafeBytes { Data($0) })
    }

    /// The part of the image inside `rect` (in pixels, top-left origin), or `nil` if none is.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard let area = IntRect(enclosing: rect.standardized, limit: IntRect(minX: 0, minY: 0, maxX: width, maxY: height)),
            !area.isEmpty
        else { return nil }
        var cropped = [UInt32]()
        cropped.reserveCapacity(area.width * area.height)
        for y in area.minY..<area.maxY {
            cropped.append(contentsOf: pixels[(y * width + area.minX)..<(y * width + area.maxX)])
        }
        return CGImage(width: area.width, height: area.height, pixels: cropped, shouldInterpolate: shouldInterpolate)
    }

    /// The size and format, for logs and test failures.
    public var description: String { "CGImage(\(width)×\(height), RGBA8 premultiplied)" }

    /// The straight (unpremultiplied) RGBA bytes of the pixel at `x`, `y` (top-left origin).
    ///
    /// An OpenCoreGraphics addition for tests and tools that inspect pixels.
    public func rgba(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let (r, g, b, a) = Pixel.unpremultiplied(pixels[y * width + x])
        return (r, g, b, a)
    }

    /// The premultiplied RGBA bytes of the pixel at `x`, `y` (top-left origin).
    public func premultipliedRGBA(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let p = pixels[y * width + x]
        return (UInt8(p & 0xFF), UInt8((p >> 8) & 0xFF), UInt8((p >> 16) & 0xFF), UInt8(p >> 24))
    }
}

/// Reads one pixel of a supported raw layout as a premultiplied pixel.
private struct RawPixelLayout {
    enum Order { case gray, grayAlpha, rgb, rgba, argb }
    let order: Order
    let premultiplied: Bool
    let ignoresAlpha: Bool

    init?(model: CGColorSpaceModel, bytesPerPixel: Int, alphaInfo: CGImageAlphaInfo) {
        premultiplied = alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst
        ignoresAlpha = alphaInfo == .noneSkipLast || alphaInfo == .noneSkipFirst || alphaInfo == .none
        switch (model, bytesPerPixel, alphaInfo) {
        case (.monochrome, 1, .none): order = .gray
        case (.monochrome, 2, .premultipliedLast), (.monochrome, 2, .last), (.monochrome, 2, .noneSkipLast):
            order = .grayAlpha
        case (.rgb, 3, .none): order = .rgb
        case (.rgb, 4, .premultipliedLast), (.rgb, 4, .last), (.rgb, 4, .noneSkipLast): order = .rgba
        case (.rgb, 4, .premultipliedFirst), (.rgb, 4, .first), (.rgb, 4, .noneSkipFirst): order = .argb
        default: return nil
        }
    }

    func pixel(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32 {
        let (r, g, bl, a): (UInt8, UInt8, UInt8, UInt8)
        switch order {
        case .gray: (r, g, bl, a) = (b[i], b[i], b[i], 255)
        case .grayAlpha: (r, g, bl, a) = (b[i], b[i], b[i], b[i + 1])
        case .rgb: (r, g, bl, a) = (b[i], b[i + 1], b[i + 2], 255)
        case .rgba: (r, g, bl, a) = (b[i], b[i + 1], b[i + 2], b[i + 3])
        case .argb: (r, g, bl, a) = (b[i + 1], b[i + 2], b[i + 3], b[i])
        }
        if ignoresAlpha { return Pixel.pack(UInt32(r), UInt32(g), UInt32(bl), 255) }
        if premultiplied {
            let alpha = UInt32(a)
            return Pixel.pack(min(UInt32(r), alpha), min(UInt32(g), alpha), min(UInt32(bl), alpha), alpha)
        }
        return Pixel.premultiplied(r, g, bl, a)
    }
}
