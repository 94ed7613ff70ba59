import Foundation

/// What a shape is filled with once its style is resolved in an environment.
enum ShapePaint: Equatable {
    case color(UIColor)
    case linear([ResolvedGradientStop], start: UnitPoint, end: UnitPoint)
    case radial([ResolvedGradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical([ResolvedGradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angular([ResolvedGradientStop], center: UnitPoint, start: Angle, end: Angle)
    /// An image repeated in tiles of a size from the frame's top-left corner.
    case image(PaintImage, tileSize: CGSize)
    /// A mesh gradient over the frame.
    case mesh(MeshPaint)

    /// Fills `path` with the paint, gradients laid out over `frame`.
    func fill(_ path: CGPath, rule: CGPathFillRule, frame: CGRect, in context: CGContext) {
        if case .color(let color) = self {
            context.setFillColor(color.cgColor)
            context.addPath(path)
            context.fillPath(using: rule)
            return
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.addPath(path)
        context.clip(using: rule)
        drawGradient(over: frame, in: context)
    }

    /// The most tiles an image paint draws; a smaller tile than that allows is drawn larger.
    static let maximumTiles: CGFloat = 10_000

    private func drawGradient(over frame: CGRect, in context: CGContext) {
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch self {
        case .color:
            return
        case .mesh(let mesh):
            mesh.draw(over: frame, in: context)
        case .image(let image, let tileSize):
            Self.tile(image.image, size: tileSize, over: frame.intersection(context.boundingBoxOfClipPath), from: frame.origin, in: context)
        case .linear(let stops, let start, let end):
            guard let gradient = Self.gradient(stops) else { return }
            context.drawLinearGradient(gradient, start: start.point(in: frame), end: end.point(in: frame), options: options)
        case .radial(let stops, let center, let startRadius, let endRadius):
            guard let gradient = Self.gradient(stops) else { return }
            let point = center.point(in: frame)
            context.drawRadialGradient(
                gradient, startCenter: point, startRadius: Self.radius(startRadius), endCenter: point,
                endRadius: Self.radius(endRadius), options: options)
        case .elliptical(let stops, let center, let startFraction, let endFraction):
            guard let gradient = Self.gradient(stops), frame.width > 0, frame.height > 0 else { return }
            // A circle in a unit square, stretched to the frame.
            let point = center.point(in: frame)
            context.translateBy(x: point.x, y: point.y)
            context.scaleBy(x: frame.width, y: frame.height)
            context.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: Self.radius(startFraction), endCenter: .zero,
                endRadius: Self.radius(endFraction), options: options)
        case .angular(let stops, let center, let start, let end):
            guard let gradient = Self.gradient(stops) else { return }
            context.drawAngularGradient(
                gradient, center: center.point(in: frame), startAngle: CGFloat(start.radians), endAngle: CGFloat(end.radians))
        }
    }

    /// Tiles `image` over `area`, the tiles lined up from `origin`.
    private static func tile(_ image: CGImage, size: CGSize, over area: CGRect, from origin: CGPoint, in context: CGContext) {
        guard !area.isNull, !area.isEmpty, size.width > 0, size.height > 0, area.width.isFinite, area.height.isFinite else { return }
        // Tiles too small for the area are drawn larger, so the count stays bounded.
        let grow = max(1, (area.width * area.height / (size.width * size.height) / maximumTiles).squareRoot())
        let tile = CGSize(width: size.width * grow, height: size.height * grow)
        let firstColumn = ((area.minX - origin.x) / tile.width).rounded(.down)
        let firstRow = ((area.minY - origin.y) / tile.height).rounded(.down)
        var y = origin.y + firstRow * tile.height
        while y < area.maxY {
            var x = origin.x + firstColumn * tile.width
            while x < area.maxX {
                context.drawFlipped(image, in: CGRect(origin: CGPoint(x: x, y: y), size: tile))
                x += tile.width
            }
            y += tile.height
        }
    }

    private static func radius(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }

    /// A Core Graphics gradient of the stops; one stop paints its colour everywhere.
    static func gradient(_ stops: [ResolvedGradientStop]) -> CGGradient? {
        guard !stops.isEmpty else { return nil }
        let padded = stops.count == 1 ? [stops[0], ResolvedGradientStop(color: stops[0].color, location: 1)] : stops
        let locations = padded.map(\.location)
        return locations.withUnsafeBufferPointer { buffer in
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: padded.map(\.color), locations: buffer.baseAddress)
        }
    }

    /// One colour standing for the paint where only a colour will do (text): a gradient's
    /// first stop.
    var representativeColor: UIColor {
        switch self {
        case .color(let color): return color
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .elliptical(let stops, _, _, _), .angular(let stops, _, _, _):
            return stops.first.map { UIColor(cgColor: $0.color) } ?? .clear
        case .mesh(let mesh):
            return mesh.colors.first.map { UIColor(cgColor: $0) } ?? .clear
        case .image:
            return .clear
        }
    }
}

/// A style that paints with more than a colour (a gradient).
protocol PaintResolvingStyle {
    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint
}

extension ShapeStyle {
    /// What this style paints with in `environment`.
    func paint(in environment: EnvironmentValues) -> ShapePaint {
        if let painting = self as? any PaintResolvingStyle { return painting.resolvedPaint(in: environment) }
        return .color(color(in: environment))
    }
}

extension UnitPoint {
    /// The point at this unit position of `rect`.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + rect.width * (x.isFinite ? x : 0.5), y: rect.minY + rect.height * (y.isFinite ? y : 0.5))
    }
}

/// An image a paint draws; two are the same paint when they are the same image.
struct PaintImage: Equatable {
    let image: CGImage

    static func == (lhs: PaintImage, rhs: PaintImage) -> Bool { lhs.image === rhs.image }
}
