import Foundation

/// A small coverage mask in device pixels, such as a rendered glyph: 0 (uncovered) to 255.
///
/// An OpenCoreGraphics type for text and other cached shapes: render a shape once into a
/// mask, then composite it in any colour with `CGContext.fill(_:atDevicePixel:)`, which costs
/// a copy of its pixels instead of a rasterization.
public struct CGCoverageMask: Sendable {
    /// Size in device pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Where the mask's top-left pixel sits relative to the point it is drawn at.
    public let offsetX: Int
    /// Where the mask's top-left pixel sits below the point it is drawn at.
    public let offsetY: Int
    /// Row-major coverage, `width × height` bytes.
    public let coverage: [UInt8]

    /// A mask of `width × height` coverage bytes, offset from its origin. `coverage` must
    /// hold exactly that many bytes.
    public init(width: Int, height: Int, offsetX: Int, offsetY: Int, coverage: [UInt8]) {
        precondition(coverage.count == max(0, width) * max(0, height), "coverage must hold width × height bytes")
        self.width = max(0, width)
        self.height = max(0, height)
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.coverage = coverage
    }

    /// A mask of the given shape, rasterized with exact-area anti-aliasing; `transform` maps
    /// the path to device pixels around the drawing point (y down).
    public init(path: CGPath, transform: CGAffineTransform) {
        let bounds = path.boundingBoxOfPath.applying(transform)
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite, bounds.width < 4096, bounds.height < 4096 else {
            self.init(width: 0, height: 0, offsetX: 0, offsetY: 0, coverage: [])
            return
        }
        let minX = Int(saturating: bounds.minX.rounded(.down)), minY = Int(saturating: bounds.minY.rounded(.down))
        let width = Int(saturating: bounds.maxX.rounded(.up)) - minX, height = Int(saturating: bounds.maxY.rounded(.up)) - minY
        var coverage = [UInt8](repeating: 0, count: max(0, width * height))
        if width > 0, height > 0 {
            var rasterizer = Rasterizer()
            rasterizer.reset(clip: IntRect(minX: 0, minY: 0, maxX: width, maxY: height))
            rasterizer.add(path, transform: transform.concatenating(CGAffineTransform(translationX: CGFloat(-minX), y: CGFloat(-minY))))
            rasterizer.sweep(rule: .winding) { y, spans in
                for span in spans {
                    let start = y * width + Int(span.x)
                    for i in start..<(start + Int(span.count)) { coverage[i] = UInt8(span.coverage) }
                }
            }
        }
        self.init(width: max(0, width), height: max(0, height), offsetX: minX, offsetY: minY, coverage: coverage)
    }
}
