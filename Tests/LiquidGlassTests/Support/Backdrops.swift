import Foundation
import LiquidGlass

/// Backdrops the glass tests render over, in a y-down point space at `scale`.
enum Backdrops {
    /// One colour everywhere.
    static func solid(width: Int, height: Int, gray: CGFloat) -> CGImage {
        let context = try! CGContext.bitmap(width: width, height: height)
        context.setFillColor(CGColor(gray: gray, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()!
    }

    /// Black and white vertical stripes `period` pixels wide each.
    static func stripes(width: Int, height: Int, period: Int) -> CGImage {
        let context = try! CGContext.bitmap(width: width, height: height)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        var x = 0
        while x < width {
            context.fill(CGRect(x: x, y: 0, width: period, height: height))
            x += 2 * period
        }
        return context.makeImage()!
    }

    /// A white field crossed by one horizontal black line at pixel row `lineY` (y down).
    static func horizontalLine(width: Int, height: Int, lineY: Int, thickness: Int = 3) -> CGImage {
        let context = try! CGContext.bitmap(width: width, height: height)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        // The context is y-up: row `lineY` from the top starts at height - lineY - thickness.
        context.fill(CGRect(x: 0, y: height - lineY - thickness, width: width, height: thickness))
        return context.makeImage()!
    }

    /// Busy, photo-like content: a sky gradient, coloured discs and a checker strip.
    static func busy(width: Int, height: Int) -> CGImage {
        let context = try! CGContext.bitmap(width: width, height: height)
        let space = CGColorSpaceCreateDeviceRGB()
        let gradient = CGGradient(colorsSpace: space, colors: [
            CGColor(red: 0.98, green: 0.55, blue: 0.25, alpha: 1),
            CGColor(red: 0.35, green: 0.2, blue: 0.65, alpha: 1),
            CGColor(red: 0.05, green: 0.3, blue: 0.55, alpha: 1),
        ], locations: [0, 0.5, 1])!
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: CGFloat(height)), end: CGPoint(x: CGFloat(width), y: 0), options: [])
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 40) / CGFloat(1 << 24)
        }
        let unit = CGFloat(min(width, height))
        for _ in 0..<40 {
            context.setFillColor(CGColor(red: random(), green: random(), blue: random(), alpha: 0.85))
            let r = unit * (0.03 + 0.12 * random())
            context.fillEllipse(in: CGRect(x: random() * CGFloat(width) - r, y: random() * CGFloat(height) - r, width: 2 * r, height: 2 * r))
        }
        let cell = max(4, width / 40)
        for row in 0..<2 {
            for column in 0..<(width / cell + 1) where (row + column) % 2 == 0 {
                context.setFillColor(CGColor(gray: 1, alpha: 1))
                context.fill(CGRect(x: column * cell, y: height / 2 + row * cell, width: cell, height: cell))
            }
        }
        return context.makeImage()!
    }
}

extension CGImage {
    /// Rec. 709 luma (0…1) at a pixel.
    func luma(x: Int, y: Int) -> Double {
        let p = rgba(atX: x, y: y)
        return (0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)) / 255
    }

    /// Variance of luma over a rectangle of pixels.
    func lumaVariance(_ rect: (x: Int, y: Int, width: Int, height: Int)) -> Double {
        var values: [Double] = []
        for y in rect.y..<(rect.y + rect.height) { for x in rect.x..<(rect.x + rect.width) { values.append(luma(x: x, y: y)) } }
        let mean = values.reduce(0, +) / Double(values.count)
        return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
    }

    /// Mean luma over a rectangle.
    func meanLuma(_ rect: (x: Int, y: Int, width: Int, height: Int)) -> Double {
        var sum = 0.0
        for y in rect.y..<(rect.y + rect.height) { for x in rect.x..<(rect.x + rect.width) { sum += luma(x: x, y: y) } }
        return sum / Double(rect.width * rect.height)
    }

    /// Writes a PNG when `OPENUIKIT_ARTIFACTS` names a directory (for looking at).
    func writeArtifact(_ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_ARTIFACTS"] else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? pngData().write(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
    }
}

extension Backdrops {
    /// One 8-bit sRGB colour everywhere.
    static func solid(width: Int, height: Int, rgb: (Int, Int, Int)) -> CGImage {
        let context = try! CGContext.bitmap(width: width, height: height)
        context.setFillColor(CGColor(red: CGFloat(rgb.0) / 255, green: CGFloat(rgb.1) / 255, blue: CGFloat(rgb.2) / 255, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()!
    }

    /// A light blue field crossed by a dark straight line through `point` (pixels, y down)
    /// descending `slope` pixels per pixel to the right, 3 px thick.
    static func slantedLine(width: Int, height: Int, through point: (Double, Double), slope: Double) -> CGImage {
        let context = try! CGContext.bitmap(width: width, height: height)
        context.setFillColor(CGColor(red: 0.62, green: 0.78, blue: 0.95, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.setStrokeColor(CGColor(red: 0.05, green: 0.1, blue: 0.3, alpha: 1))
        context.setLineWidth(3)
        // The context is y-up.
        func flipped(_ x: Double) -> CGPoint { CGPoint(x: x, y: Double(height) - (point.1 + slope * (x - point.0))) }
        context.move(to: flipped(0))
        context.addLine(to: flipped(Double(width)))
        context.strokePath()
        return context.makeImage()!
    }
}

extension CGImage {
    /// The centre row of the darkest feature in column `x` within `reach` rows of `row`
    /// (the mean of the rows darker than halfway between the darkest and the brightest).
    func darkestRow(x: Int, near row: Int, reach: Int) -> Double {
        let rows = max(0, row - reach)..<min(height, row + reach)
        let values = rows.map { luma(x: x, y: $0) }
        let low = values.min()!, high = values.max()!
        let dark = zip(rows, values).filter { $0.1 < (low + high) / 2 }.map { Double($0.0) + 0.5 }
        return dark.reduce(0, +) / Double(dark.count)
    }
}
