import Foundation

/// What a shape is filled with once its style is resolved in an environment.
enum ShapePaint: Equatable {
    case color(UIColor)
    case linear([ResolvedGradientStop], start: UnitPoint, end: UnitPoint)
    case radial([ResolvedGradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical([ResolvedGradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angular([ResolvedGradientStop], center: UnitPoint, start: Angle, end: Angle)

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

    private func drawGradient(over frame: CGRect, in context: CGContext) {
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch self {
        case .color:
            return
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
