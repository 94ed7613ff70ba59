import Foundation

/// A mesh gradient resolved for an environment: unit points and sRGB colours.
struct MeshPaint: Equatable {
    let columns: Int
    let rows: Int
    let points: [CGPoint]
    let colors: [CGColor]
    let background: CGColor
    let smooth: Bool

    /// The mesh drawn over `frame` into `context`, at the context's pixel density (within a
    /// pixel budget), only where the context's clip lets it show.
    func draw(over frame: CGRect, in context: CGContext) {
        let shown = frame.intersection(context.boundingBoxOfClipPath)
        guard !shown.isNull, shown.width > 0, shown.height > 0, frame.width > 0, frame.height > 0,
              frame.width.isFinite, frame.height.isFinite
        else { return }
        let deviceScale = context.userSpaceToDeviceSpaceTransform.maximumScale
        let budget = (Self.pixelBudget / (shown.width * shown.height)).squareRoot()
        let scale = min(deviceScale.isFinite && deviceScale > 0 ? deviceScale : 1, budget, 16)
        let pixelWidth = Int((shown.width * scale).rounded(.up)), pixelHeight = Int((shown.height * scale).rounded(.up))
        // Grid points in the pixels of the shown part.
        let pixelPoints = points.map {
            CGPoint(x: (frame.minX + $0.x * frame.width - shown.minX) * scale, y: (frame.minY + $0.y * frame.height - shown.minY) * scale)
        }
        guard let raster = MeshGradientRaster(
            columns: columns, rows: rows, points: pixelPoints, colors: colors.map(Self.premultiplied),
            background: Self.premultiplied(background), smooth: smooth)
        else {
            context.setFillColor(background)
            context.fill(shown)
            return
        }
        guard let image = raster.image(width: pixelWidth, height: pixelHeight) else { return }
        context.drawFlipped(image, in: CGRect(x: shown.minX, y: shown.minY, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale))
    }

    /// The most pixels one mesh draws: about a 3x phone screen's.
    static let pixelBudget: CGFloat = 4_000_000

    private static func premultiplied(_ color: CGColor) -> SIMD4<Float> {
        let c = color.sRGBComponents
        return SIMD4(Float(c.red * c.alpha), Float(c.green * c.alpha), Float(c.blue * c.alpha), Float(c.alpha))
    }

    static func == (lhs: MeshPaint, rhs: MeshPaint) -> Bool {
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.points == rhs.points && lhs.colors == rhs.colors
            && lhs.background == rhs.background && lhs.smooth == rhs.smooth
    }
}
