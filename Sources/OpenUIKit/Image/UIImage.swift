import Foundation
import OpenCoreText

/// An immutable bitmap image with a scale (pixels per point).
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// let png = image.pngData()
/// ```
///
/// Images are equal only when they are the same object, as in UIKit.
///
/// Differs from UIKit: bitmap images, and system symbols drawn by OpenUIKit and the
/// Material Icons font in place of SF Symbols (no PDFs or animated images), and only the
/// `.up` orientation.
open class UIImage: NSObject, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: as it is, or as a template tinted by its view.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// True for images made by `init(systemName:)`.
    public internal(set) var isSymbolImage = false
    /// The symbol's name, for images made by `init(systemName:)`; assistive technologies
    /// speak it when nothing else names the image.
    var symbolName: String?
    /// The configuration a symbol image was drawn with (traits and symbol settings).
    public internal(set) var configuration: Configuration?
    /// For custom symbols from asset catalogs: the drawing, kept to draw other configurations.
    var customSymbol: SymbolSVG?
    /// The margins, in points, that keep their size when a resizable image is drawn larger;
    /// zero for images that stretch as a whole.
    public internal(set) var capInsets = UIEdgeInsets.zero
    /// How the part inside the cap insets fills the space: tiled or stretched.
    public internal(set) var resizingMode = ResizingMode.stretch

    /// Whether an image draws its own colours or serves as a template for a tint.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The same bitmap with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = cgImage.map { UIImage(cgImage: $0, scale: scale) } ?? UIImage()
        copy.renderingMode = mode
        copy.isSymbolImage = isSymbolImage
        copy.symbolName = symbolName
        copy.configuration = configuration
        copy.customSymbol = customSymbol
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// A system symbol by its SF Symbols name, drawn as a template at 17 pt; `nil` for a
    /// name OpenUIKit does not know, as UIKit returns for unknown symbols.
    ///
    /// Apple's SF Symbols are not available on Linux: a few dozen common symbols are drawn
    /// by OpenUIKit itself and some 1,500 names by the Material Icons font (see
    /// ``UIImage/systemSymbolNames``), so symbols look like, but not exactly as, Apple's.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An empty image: no bitmap, size zero.
    public override init() {
        cgImage = nil
        scale = 1
        super.init()
    }

    /// An image of a bitmap at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1)
    }

    /// An image of a bitmap at a scale.
    public init(cgImage: CGImage, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        super.init()
    }

    /// An image decoded from PNG, JPEG, WebP, GIF (its first frame) or HEIF (HEIC, AVIF) data, or `nil` when
    /// the data is none of them (or is corrupt, or too large to decode).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG, JPEG, WebP, GIF or HEIF data with a scale.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = Self.decodedImage(data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// The bitmap in `data`, by the format its first bytes announce.
    private static func decodedImage(_ data: Data) -> CGImage? {
        if CGImage.looksLikeJPEG(data) { return try? CGImage(jpegData: data) }
        if CGImage.looksLikeWebP(data) { return try? CGImage(webPData: data) }
        if CGImage.looksLikeGIF(data) { return try? CGImage(gifData: data) }
        if CGImage.looksLikeHEIF(data) { return try? CGImage(heifData: data) }
        return try? CGImage(pngData: data)
    }

    /// An image read from a PNG, JPEG, WebP, GIF or HEIF file; a `@2x`/`@3x` suffix sets the scale as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image encoded as PNG, or `nil` when encoding fails.
    public func pngData() -> Data? {
        try? cgImage?.pngData()
    }

    /// The image encoded as JPEG at `compressionQuality` (0 smallest, 1 best), or `nil`
    /// when encoding fails. Transparent areas come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        try? cgImage?.jpegData(quality: compressionQuality)
    }

    /// Draws the image into a rectangle of the current context.
    public func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        if let parts = ninePartLayout {
            parts.forEachPiece(of: cgImage, in: rect) { context.drawFlipped($0, in: $1) }
        } else {
            context.drawFlipped(cgImage, in: rect)
        }
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// The size and scale, for logs and test failures.
    open override var description: String { "UIImage(\(size.width)×\(size.height) @\(scale)x)" }
}

