import Foundation
import OpenCoreGraphics

/// A signed distance field of a filled path on the device-pixel grid, from its coverage
/// by an exact Euclidean distance transform (Felzenszwalb–Huttenlocher), with the edge
/// refined by the anti-aliased coverage.
///
/// Gradients come from central differences of a lightly smoothed copy, so the rim
/// normals of glyph-shaped glass turn without stair steps.
struct PathDistanceField: @unchecked Sendable {
    let originX: Int, originY: Int
    let width: Int, height: Int
    let distance: [Float]
    let gradientX: [Float]
    let gradientY: [Float]
    let halfMinor: Float

    /// The largest field side, in pixels; bigger paths are refused.
    static let maximumSide = 4096
    private static let margin = 2

    init?(path: CGPath, scale: CGFloat, originX: CGFloat, originY: CGFloat) {
        let bounds = path.boundingBoxOfPath
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let device = CGRect(x: bounds.minX * scale - originX, y: bounds.minY * scale - originY,
                            width: bounds.width * scale, height: bounds.height * scale)
        let x0 = Int(saturating: device.minX.rounded(.down)) - Self.margin
        let y0 = Int(saturating: device.minY.rounded(.down)) - Self.margin
        let w = Int(saturating: device.maxX.rounded(.up)) + Self.margin - x0
        let h = Int(saturating: device.maxY.rounded(.up)) + Self.margin - y0
        guard w > 0, h > 0, w <= Self.maximumSide, h <= Self.maximumSide,
              let context = try? CGContext.bitmap(width: w, height: h) else { return nil }
        // Device rows run top first; the context's user space is y-up, so flip it.
        context.translateBy(x: 0, y: CGFloat(h))
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: -CGFloat(x0) - originX, y: -CGFloat(y0) - originY)
        context.scaleBy(x: scale, y: scale)
        context.addPath(path)
        context.setFillColor(CGColor.black)
        context.fillPath()
        var coverage = [Float](repeating: 0, count: w * h)
        context.withDevicePixels { pixels in
            for y in 0..<h {
                let row = pixels.base + y * pixels.stride
                for x in 0..<w { coverage[y * w + x] = Float(row[x] >> 24) / 255 }
            }
        }
        let outside = DistanceTransform.squaredDistances(width: w, height: h) { coverage[$0] >= 0.5 }
        let inside = DistanceTransform.squaredDistances(width: w, height: h) { coverage[$0] < 0.5 }
        var distance = [Float](repeating: 0, count: w * h)
        var deepest: Float = 0
        for i in 0..<(w * h) {
            let c = coverage[i]
            if c > 0 && c < 1 {
                distance[i] = 0.5 - c
            } else if c >= 0.5 {
                distance[i] = -(inside[i].squareRoot() - 0.5)
            } else {
                distance[i] = outside[i].squareRoot() - 0.5
            }
            deepest = min(deepest, distance[i])
        }
        self.originX = x0
        self.originY = y0
        self.width = w
        self.height = h
        self.distance = distance
        self.halfMinor = max(1, -deepest)
        (gradientX, gradientY) = Self.gradients(of: distance, width: w, height: h)
    }

    private static func gradients(of distance: [Float], width w: Int, height h: Int) -> ([Float], [Float]) {
        let smooth = BoxSmoothing.smoothed(distance, width: w, height: h, radius: 1)
        var gx = [Float](repeating: 0, count: w * h), gy = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let dx = smooth[y * w + min(w - 1, x + 1)] - smooth[y * w + max(0, x - 1)]
                let dy = smooth[min(h - 1, y + 1) * w + x] - smooth[max(0, y - 1) * w + x]
                let length = (dx * dx + dy * dy).squareRoot()
                if length > 1e-6 {
                    gx[y * w + x] = dx / length
                    gy[y * w + x] = dy / length
                }
            }
        }
        return (gx, gy)
    }

    /// The field at a pixel centre in the canvas' device space; outside the field the
    /// distance grows with the distance to its border.
    @inline(__always)
    func sample(x: Float, y: Float) -> DistanceSample {
        let fx = Int(x.rounded(.down)) - originX, fy = Int(y.rounded(.down)) - originY
        let cx = min(width - 1, max(0, fx)), cy = min(height - 1, max(0, fy))
        let i = cy * width + cx
        let beyond = Float(abs(fx - cx) + abs(fy - cy))
        return DistanceSample(distance: distance[i] + beyond, gradientX: gradientX[i], gradientY: gradientY[i])
    }
}
