import Foundation

/// A bitmap drawing destination with CoreGraphics' drawing model.
///
/// The context's user space starts y-up with the origin at the bottom-left, as every
/// CoreGraphics bitmap context does; `makeImage()` returns the pixels with the top row
/// first. Shapes are anti-aliased by exact area coverage.
///
/// ```swift
/// let context = try CGContext.bitmap(width: 200, height: 100)
/// context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1))
/// let path = CGMutablePath()
/// path.addContinuousRoundedRect(in: CGRect(x: 10, y: 10, width: 180, height: 80), cornerRadius: 24)
/// context.addPath(path)
/// context.fillPath()
/// let png = try context.makeImage()!.pngData()
/// ```
///
/// Pixels are 8-bit RGBA, premultiplied, in sRGB; that is the only layout supported.
public final class CGContext {
    /// Where drawing goes: the bitmap, or the innermost transparency layer.
    var buffer: PixelBuffer
    var transparencyLayers: [TransparencyLayerFrame] = []
    /// Buffers of ended transparency layers, kept for the next ones: a compositor groups
    /// layers every frame, and a fresh window-sized buffer costs page faults each time.
    var spareLayerBuffers: [PixelBuffer] = []
    /// Where transparency layers take their buffers when the context is one band of a
    /// frame drawn in parallel; `nil` for a context of its own.
    var layerPool: TransparencyLayerPool?
    /// How many threads effects drawing straight into the pixels (``withDevicePixels(_:)``)
    /// may use: more than 1 only for a context that draws a whole frame while its bands wait.
    package var effectThreadCount = 1
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// The current path in base (untransformed, y-up) space: points are mapped by the CTM when added.
    var currentPath = CGMutablePath()
    var rasterizer = Rasterizer()
    let scratch: BlitScratch
    /// The transform Core Text applies to glyphs before placing them in user space; its
    /// translation is ``textPosition``. As in CoreGraphics it is not part of the graphics
    /// state: `saveGState()`/`restoreGState()` leave it alone.
    public var textMatrix: CGAffineTransform = .identity

    /// The colour space of the pixels: sRGB.
    public let colorSpace: CGColorSpace?

    init(buffer: PixelBuffer) {
        self.buffer = buffer
        self.state = GraphicsState(clipBounds: buffer.bounds)
        self.scratch = BlitScratch(capacity: buffer.width)
        self.colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
    }

    /// A new bitmap context of transparent pixels.
    ///
    /// An OpenCoreGraphics addition: unlike the failable CoreGraphics initializer, it
    /// says why a size or layout is refused.
    ///
    /// - Throws: ``CGBitmapContextError/invalidSize(width:height:)`` when a side is not
    ///   positive or the size passes ``CGImage/maximumDimension`` or ``CGImage/maximumPixelCount``.
    public static func bitmap(width: Int, height: Int) throws(CGBitmapContextError) -> CGContext {
        guard CGImage.isAllowedSize(width: width, height: height) else {
            throw .invalidSize(width: width, height: height)
        }
        return CGContext(buffer: PixelBuffer(width: width, height: height))
    }

    /// A bitmap context, as CoreGraphics creates one; `nil` for an unsupported layout or size.
    ///
    /// Supports 8 bits per component, 4 components (`.premultipliedLast` or
    /// `.noneSkipLast`, RGB colour space). With `data` nil the context allocates and
    /// owns its pixels; otherwise it draws into `data`, which must hold
    /// `bytesPerRow × height` bytes for the context's lifetime.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard (try? Self.validate(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)) != nil
        else { return nil }
        if let data {
            self.init(buffer: PixelBuffer(borrowing: data, width: width, height: height, bytesPerRow: max(bytesPerRow, width * 4)))
        } else {
            self.init(buffer: PixelBuffer(width: width, height: height))
        }
    }

    static func validate(
        width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) throws(CGBitmapContextError) {
        guard CGImage.isAllowedSize(width: width, height: height) else {
            throw .invalidSize(width: width, height: height)
        }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, space.model == .rgb,
            info.alphaInfo == .premultipliedLast || info.alphaInfo == .noneSkipLast,
            info.intersection(.byteOrderMask).rawValue == 0 || info.contains(.byteOrder32Big),
            bytesPerRow == 0 || (bytesPerRow >= width * 4 && bytesPerRow % 4 == 0)
        else { throw .unsupportedFormat("only 8-bit RGBA with premultiplied or skipped alpha last") }
    }

    /// The bitmap width in pixels.
    public var width: Int { buffer.width }
    /// The bitmap height in pixels.
    public var height: Int { buffer.height }
    /// Bits per colour component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row of pixels to the next.
    public var bytesPerRow: Int { (transparencyLayers.first?.target ?? buffer).stride * 4 }
    /// How alpha is stored: premultiplied, last.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The pixel layout: premultiplied alpha, last.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }
    /// The pixel memory: premultiplied RGBA bytes, `bytesPerRow` apart, top row first.
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer((transparencyLayers.first?.target ?? buffer).pixels) }

    /// An image of the context's current pixels.
    public func makeImage() -> CGImage? {
        CGImage(width: width, height: height, pixels: (transparencyLayers.first?.target ?? buffer).packedPixels())
    }

    /// User space to device pixels (y down, rows from the top).
    var deviceTransform: CGAffineTransform {
        state.ctm.concatenating(baseToDevice)
    }

    /// The context's y-up base space to device pixels.
    var baseToDevice: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }
}
