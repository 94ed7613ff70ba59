import Foundation

extension CGContext {
    /// Paints a linear gradient across the clip, varying along the line from `start` to `end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard start.isFinite, end.isFinite else { return }
        let shader = LinearGradientShader(
            gradient: gradient, stepper: AffineStepper(origin: deviceTransform.inverted()), start: start, end: end,
            options: options)
        fillClip(with: shader)
    }

    /// Paints a radial gradient across the clip, between the start and end circles.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
            startRadius >= 0, endRadius >= 0
        else { return }
        let shader = RadialGradientShader(
            gradient: gradient, stepper: AffineStepper(origin: deviceTransform.inverted()),
            startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
            options: options)
        fillClip(with: shader)
    }

    /// Paints a conic gradient across the clip: the colour goes once around `center`,
    /// starting at `angle` (radians from the x axis toward the y axis).
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        drawAngularGradient(gradient, center: center, startAngle: angle, endAngle: angle + 2 * .pi)
    }

    /// Paints an angular gradient across the clip from `startAngle` to `endAngle` (radians,
    /// from the x axis toward the y axis). A range under a full turn leaves the rest to the
    /// end colour then the start colour, meeting halfway; a longer range keeps its last turn.
    /// An OpenCoreGraphics SPI for SwiftUI's `AngularGradient`.
    package func drawAngularGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat, endAngle: CGFloat) {
        guard center.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let turn = 2 * CGFloat.pi
        var span = endAngle - startAngle
        var start = startAngle
        if span > turn {
            start = endAngle - turn
            span = turn
        }
        guard span > 1e-6 else { return }
        let shader = ConicGradientShader(
            gradient: gradient, stepper: AffineStepper(origin: deviceTransform.inverted()), center: center,
            startAngle: start, span: span)
        fillClip(with: shader)
    }

    /// Composites a shader over the whole clip area.
    private func fillClip(with shader: any Shader) {
        let bounds = state.clipBounds
        guard !bounds.isEmpty else { return }
        rasterizer.reset(clip: bounds)
        rasterizer.addPolygon([
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ])
        composite(.shader(shader, alpha: alphaByte), rule: .winding)
    }

    var alphaByte: UInt32 { UInt32((state.alpha * 255).rounded()) }
}
