import Foundation

extension GraphicsContext {
    /// What a path is filled or stroked with: a colour, a style, or a gradient laid out in
    /// the context's user space.
    public struct Shading: Sendable {
        enum Kind: @unchecked Sendable {
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

        /// A colour from sRGB components.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A shape style, resolved in the canvas's environment (gradients over the canvas).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// The environment's foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// A linear gradient between two points of user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient around a point of user space.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A conic gradient around a point of user space, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// Fills `path` with the shading in `context` (its user space).
        func fill(_ path: CGPath, rule: CGPathFillRule, in context: CGContext, environment: EnvironmentValues) {
            switch kind {
            case .style(let style):
                let paint = style.paint(in: environment)
                paint.fill(path, rule: rule, frame: context.boundingBoxOfClipPath, in: context)
            case .linear(let gradient, let start, let end, let options):
                fillGradient(path, rule: rule, gradient, in: context, environment: environment) { cg in
                    context.drawLinearGradient(cg, start: start, end: end, options: options.extension)
                }
            case .radial(let gradient, let center, let startRadius, let endRadius, let options):
                fillGradient(path, rule: rule, gradient, in: context, environment: environment) { cg in
                    context.drawRadialGradient(
                        cg, startCenter: center, startRadius: max(0, startRadius), endCenter: center, endRadius: max(0, endRadius),
                        options: options.extension)
                }
            case .conic(let gradient, let center, let angle):
                fillGradient(path, rule: rule, gradient, in: context, environment: environment) { cg in
                    context.drawConicGradient(cg, center: center, angle: CGFloat(angle.radians))
                }
            }
        }

        private func fillGradient(
            _ path: CGPath, rule: CGPathFillRule, _ gradient: Gradient, in context: CGContext, environment: EnvironmentValues,
            draw: (CGGradient) -> Void
        ) {
            guard let cg = ShapePaint.gradient(gradient.resolvedStops(in: environment)) else { return }
            context.saveGState()
            defer { context.restoreGState() }
            context.addPath(path)
            context.clip(using: rule)
            draw(cg)
        }
    }

    /// How a gradient shading extends past its ends.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its ends; drawn here as the end colours extended.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient past its ends; drawn here as the end colours extended.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear light; accepted.
        public static let linearColor = GradientOptions(rawValue: 4)

        var `extension`: CGGradientDrawingOptions { [.drawsBeforeStartLocation, .drawsAfterEndLocation] }
    }
}
