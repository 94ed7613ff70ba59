import Foundation
import OpenCoreGraphics

/// The panels of the demo drawing, each in its own cell of a 3×2 grid.
enum DemoScene {
    static func draw(in context: CGContext, size: CGSize) {
        background(context, size)
        let cell = CGSize(width: size.width / 3, height: (size.height - 20) / 2)
        let panels: [(CGContext, CGRect) -> Void] = [paths, strokes, gradients, corners, blendModes, images]
        for (index, panel) in panels.enumerated() {
            let frame = CGRect(
                x: CGFloat(index % 3) * cell.width, y: 10 + CGFloat(index / 3) * cell.height,
                width: cell.width, height: cell.height
            ).insetBy(dx: 14, dy: 10)
            card(context, frame)
            context.saveGState()
            context.clip(to: frame)
            panel(context, frame.insetBy(dx: 16, dy: 16))
            context.restoreGState()
        }
    }

    static func color(_ hex: UInt32, _ alpha: CGFloat = 1) -> CGColor {
        CGColor(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    private static func background(_ context: CGContext, _ size: CGSize) {
        let gradient = CGGradient(colorsSpace: nil, colors: [color(0xEEF1F8), color(0xD9DEEA)], locations: [0, 1])!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
    }

    private static func card(_ context: CGContext, _ frame: CGRect) {
        let path = CGMutablePath()
        path.addContinuousRoundedRect(in: frame, cornerRadius: 22)
        context.setFillColor(color(0xFFFFFF))
        context.addPath(path)
        context.fillPath()
        context.setStrokeColor(color(0x000000, 0.08))
        context.setLineWidth(1)
        context.addPath(path)
        context.strokePath()
    }

    /// Curves, arcs and the two fill rules on a self-intersecting star.
    private static func paths(_ context: CGContext, _ r: CGRect) {
        for (index, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
            let center = CGPoint(x: r.minX + 80 + CGFloat(index) * 170, y: r.minY + 85)
            let star = CGMutablePath()
            for i in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: center.x + cos(angle) * 75, y: center.y + sin(angle) * 75)
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            context.setFillColor(color(index == 0 ? 0x5856D6 : 0xFF9500))
            context.addPath(star)
            context.fillPath(using: rule)
        }
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: r.minX, y: r.maxY - 20))
        curve.addCurve(
            to: CGPoint(x: r.maxX, y: r.maxY - 40), control1: CGPoint(x: r.minX + 100, y: r.minY + 150),
            control2: CGPoint(x: r.maxX - 120, y: r.maxY + 60))
        curve.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        curve.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        curve.closeSubpath()
        context.setFillColor(color(0x34C759, 0.85))
        context.addPath(curve)
        context.fillPath()
        let pie = CGMutablePath()
        let pieCenter = CGPoint(x: r.midX, y: r.maxY - 70)
        pie.move(to: pieCenter)
        pie.addArc(center: pieCenter, radius: 44, startAngle: 0.3, endAngle: 5.5, clockwise: false)
        pie.closeSubpath()
        context.setFillColor(color(0xFFCC00))
        context.addPath(pie)
        context.fillPath()
    }

    /// Caps, joins and dashes.
    private static func strokes(_ context: CGContext, _ r: CGRect) {
        context.setStrokeColor(color(0x1C1C1E))
        context.setLineWidth(16)
        for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            let y = r.minY + 20 + CGFloat(index) * 34
            context.setLineCap(cap)
            context.move(to: CGPoint(x: r.minX + 20, y: y))
            context.addLine(to: CGPoint(x: r.minX + 140, y: y))
            context.strokePath()
        }
        context.setLineCap(.butt)
        context.setStrokeColor(color(0x007AFF))
        context.setLineWidth(14)
        for (index, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            let x = r.minX + 180 + CGFloat(index) * 56
            context.setLineJoin(join)
            context.move(to: CGPoint(x: x, y: r.minY + 120))
            context.addLine(to: CGPoint(x: x + 16, y: r.minY + 50))
            context.addLine(to: CGPoint(x: x + 32, y: r.minY + 120))
            context.strokePath()
        }
        context.setLineJoin(.round)
        context.setLineCap(.round)
        context.setStrokeColor(color(0xFF2D55))
        context.setLineWidth(6)
        context.setLineDash(phase: 0, lengths: [18, 12])
        context.addEllipse(in: CGRect(x: r.minX + 20, y: r.minY + 140, width: 150, height: 150))
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        context.setStrokeColor(color(0xAF52DE))
        context.setLineWidth(3)
        context.move(to: CGPoint(x: r.minX + 200, y: r.maxY - 20))
        for i in 1...6 {
            let x = r.minX + 200 + CGFloat(i) * 24
            context.addQuadCurve(
                to: CGPoint(x: x, y: r.maxY - 20), control: CGPoint(x: x - 12, y: r.maxY - (i % 2 == 0 ? 140 : 40)))
        }
        context.strokePath()
    }

    /// Linear and radial gradients, extended and not.
    private static func gradients(_ context: CGContext, _ r: CGRect) {
        let sunset = CGGradient(
            colorsSpace: nil, colors: [color(0xFF375F), color(0xFF9F0A), color(0xFFD60A)], locations: [0, 0.5, 1])!
        context.saveGState()
        context.clip(to: CGRect(x: r.minX, y: r.minY, width: r.width, height: 110))
        context.drawLinearGradient(
            sunset, start: CGPoint(x: r.minX, y: 0), end: CGPoint(x: r.maxX, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
        let sphere = CGGradient(colorsSpace: nil, colors: [color(0xFFFFFF), color(0x5AC8FA), color(0x0A3D91)], locations: [0, 0.35, 1])!
        let center = CGPoint(x: r.minX + 90, y: r.maxY - 90)
        context.drawRadialGradient(
            sphere, startCenter: CGPoint(x: center.x - 25, y: center.y - 25), startRadius: 2, endCenter: center,
            endRadius: 80, options: [.drawsBeforeStartLocation])
        let glow = CGGradient(colorsSpace: nil, colors: [color(0x30D158, 0.9), color(0x30D158, 0)], locations: [0, 1])!
        context.drawRadialGradient(
            glow, startCenter: CGPoint(x: r.maxX - 80, y: r.maxY - 90), startRadius: 0,
            endCenter: CGPoint(x: r.maxX - 80, y: r.maxY - 90), endRadius: 80, options: [])
    }

    /// Continuous (squircle) corners over circular ones of the same radius.
    private static func corners(_ context: CGContext, _ r: CGRect) {
        let box = CGRect(x: r.minX + 20, y: r.minY + 20, width: 150, height: 150)
        let circular = CGMutablePath()
        circular.addRoundedRect(in: box, cornerRadii: CGCornerRadii(all: 50), style: .circular)
        let continuous = CGMutablePath()
        continuous.addRoundedRect(in: box, cornerRadii: CGCornerRadii(all: 50), style: .continuous)
        context.setFillColor(color(0xFF3B30, 0.35))
        context.addPath(circular)
        context.fillPath()
        context.setFillColor(color(0x007AFF, 0.6))
        context.addPath(continuous)
        context.fillPath()
        context.setStrokeColor(color(0xFF3B30))
        context.setLineWidth(2)
        context.addPath(circular)
        context.strokePath()
        let capsule = CGMutablePath()
        capsule.addRoundedRect(
            in: CGRect(x: r.minX + 200, y: r.minY + 30, width: 130, height: 52), cornerRadii: CGCornerRadii(all: 26),
            style: .continuous)
        let tab = CGMutablePath()
        tab.addRoundedRect(
            in: CGRect(x: r.minX + 200, y: r.minY + 110, width: 130, height: 90),
            cornerRadii: CGCornerRadii(minXMinY: 34, maxXMinY: 34, maxXMaxY: 8, minXMaxY: 8), style: .continuous)
        context.setFillColor(color(0x5856D6))
        context.addPath(capsule)
        context.addPath(tab)
        context.fillPath()
        let icons = CGMutablePath()
        for i in 0..<4 {
            icons.addContinuousRoundedRect(
                in: CGRect(x: r.minX + 20 + CGFloat(i) * 80, y: r.maxY - 70, width: 60, height: 60), cornerRadius: 14)
        }
        context.setFillColor(color(0x34C759))
        context.addPath(icons)
        context.fillPath()
    }

    /// Overlapping discs combined with eight blend modes.
    private static func blendModes(_ context: CGContext, _ r: CGRect) {
        let modes: [CGBlendMode] = [.multiply, .screen, .overlay, .plusLighter, .plusDarker, .sourceIn, .destinationOut, .copy]
        let cell = CGSize(width: r.width / 4, height: r.height / 2)
        for (index, mode) in modes.enumerated() {
            let origin = CGPoint(x: r.minX + CGFloat(index % 4) * cell.width, y: r.minY + CGFloat(index / 4) * cell.height)
            let frame = CGRect(origin: origin, size: cell).insetBy(dx: 6, dy: 10)
            context.saveGState()
            context.clip(to: frame)
            context.setFillColor(color(0x8E8E93, 0.25))
            context.fill(frame)
            let side = min(frame.width, frame.height) * 0.62
            let disc = CGRect(x: frame.minX + 4, y: frame.midY - side * 0.65, width: side, height: side)
            context.setFillColor(color(0x007AFF))
            context.fillEllipse(in: disc)
            context.setBlendMode(mode)
            context.setFillColor(color(0xFF9500, 0.9))
            context.fillEllipse(in: disc.offsetBy(dx: side * 0.5, dy: side * 0.5))
            context.restoreGState()
        }
    }

    /// A generated image drawn scaled, rotated and with both interpolation qualities.
    private static func images(_ context: CGContext, _ r: CGRect) {
        guard let tile = checkerboard() else { return }
        context.interpolationQuality = .none
        context.draw(tile, in: CGRect(x: r.minX + 10, y: r.minY + 10, width: 128, height: 128))
        context.interpolationQuality = .high
        context.draw(tile, in: CGRect(x: r.minX + 170, y: r.minY + 10, width: 128, height: 128))
        context.saveGState()
        context.translateBy(x: r.midX, y: r.maxY - 80)
        context.rotate(by: .pi / 7)
        context.setAlpha(0.85)
        context.draw(tile, in: CGRect(x: -90, y: -55, width: 180, height: 110))
        context.restoreGState()
    }

    private static func checkerboard() -> CGImage? {
        guard let context = try? CGContext.bitmap(width: 8, height: 8) else { return nil }
        for y in 0..<8 {
            for x in 0..<8 {
                let hue = CGFloat(x + y) / 14
                context.setFillColor(
                    (x + y) % 2 == 0 ? color(0x1C1C1E) : CGColor(red: 1 - hue, green: 0.5, blue: hue, alpha: 1))
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return context.makeImage()
    }
}
