import Foundation

/// Rasterizes a mesh gradient: a grid of points, each with a colour, whose quadrilateral
/// patches are filled with colours blended from their corners. What SwiftUI's
/// `MeshGradient` draws.
///
/// Patches map bilinearly from the unit square to their four corners. Colours blend
/// bilinearly, or (`smooth`) with Catmull-Rom curves through the neighbouring grid colours,
/// so they change without creases from patch to patch. Where patches overlap, later ones
/// (rows top to bottom, then left to right) cover earlier ones; pixels outside every patch
/// take the background.
package struct MeshGradientRaster {
    package let columns: Int
    package let rows: Int
    /// The grid's points in pixels, row by row from the top left.
    package let points: [CGPoint]
    /// Premultiplied RGBA in 0...1, one per point.
    package let colors: [SIMD4<Float>]
    package let background: SIMD4<Float>
    package let smooth: Bool

    /// A mesh of `columns` × `rows` points, or `nil` when there are fewer than two of either,
    /// the counts disagree with the points or colours, or a point is not finite.
    package init?(columns: Int, rows: Int, points: [CGPoint], colors: [SIMD4<Float>], background: SIMD4<Float>, smooth: Bool) {
        guard columns >= 2, rows >= 2, columns <= 1024, rows <= 1024, points.count == columns * rows, colors.count == points.count,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 })
        else { return nil }
        self.columns = columns
        self.rows = rows
        self.points = points
        self.colors = colors.map { $0.replacing(with: 0, where: .!($0 .== $0)) }
        self.background = background
        self.smooth = smooth
    }

    /// The mesh drawn into an image of `width` × `height` pixels.
    package func image(width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0, width * height <= 64_000_000 else { return nil }
        var pixels = [UInt32](repeating: Pixel.pack(background), count: width * height)
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                fillPatch(column: column, row: row, into: &pixels, width: width, height: height)
            }
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    private func point(_ column: Int, _ row: Int) -> CGPoint { points[row * columns + column] }

    /// Fills the pixels whose centres the patch right of and below grid point (`column`, `row`) covers.
    private func fillPatch(column: Int, row: Int, into pixels: inout [UInt32], width: Int, height: Int) {
        let a = point(column, row), b = point(column + 1, row), c = point(column + 1, row + 1), d = point(column, row + 1)
        let minX = max(0, Int(min(a.x, b.x, c.x, d.x).rounded(.down)))
        let maxX = min(width - 1, Int(max(a.x, b.x, c.x, d.x).rounded(.up)))
        let minY = max(0, Int(min(a.y, b.y, c.y, d.y).rounded(.down)))
        let maxY = min(height - 1, Int(max(a.y, b.y, c.y, d.y).rounded(.up)))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                guard let (u, v) = Self.unitPosition(of: centre, a: a, b: b, c: c, d: d) else { continue }
                pixels[y * width + x] = Pixel.pack(color(column: column, row: row, u: Float(u), v: Float(v)))
            }
        }
    }

    /// Where `p` lies in the patch `a b c d` (clockwise from the top left) as (u, v) in the
    /// unit square, inverting the bilinear map; `nil` outside it.
    static func unitPosition(of p: CGPoint, a: CGPoint, b: CGPoint, c: CGPoint, d: CGPoint) -> (CGFloat, CGFloat)? {
        func cross(_ p: CGPoint, _ q: CGPoint) -> CGFloat { p.x * q.y - p.y * q.x }
        let e = b - a, f = d - a, g = a - b + c - d, h = p - a
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        let tolerance: CGFloat = 1e-6
        func u(for v: CGFloat) -> CGFloat? {
            let dx = e.x + g.x * v, dy = e.y + g.y * v
            if abs(dx) >= abs(dy) { return abs(dx) > 1e-12 ? (h.x - f.x * v) / dx : nil }
            return (h.y - f.y * v) / dy
        }
        func inside(_ u: CGFloat, _ v: CGFloat) -> Bool {
            u >= -tolerance && u <= 1 + tolerance && v >= -tolerance && v <= 1 + tolerance
        }
        var candidates: [CGFloat] = []
        if abs(k2) < 1e-9 * max(1, abs(k1)) {
            guard abs(k1) > 1e-12 else { return nil }
            candidates = [-k0 / k1]
        } else {
            let discriminant = k1 * k1 - 4 * k0 * k2
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            candidates = [(-k1 - root) / (2 * k2), (-k1 + root) / (2 * k2)]
        }
        for v in candidates {
            if let u = u(for: v), inside(u, v) { return (min(1, max(0, u)), min(1, max(0, v))) }
        }
        return nil
    }

    /// The colour at (`u`, `v`) of the patch right of and below (`column`, `row`).
    private func color(column: Int, row: Int, u: Float, v: Float) -> SIMD4<Float> {
        guard smooth else {
            let top = mix(colors[row * columns + column], colors[row * columns + column + 1], u)
            let bottom = mix(colors[(row + 1) * columns + column], colors[(row + 1) * columns + column + 1], u)
            return mix(top, bottom, v)
        }
        var across: [SIMD4<Float>] = []
        for r in (row - 1)...(row + 2) {
            let gridRow = min(rows - 1, max(0, r))
            func at(_ c: Int) -> SIMD4<Float> { colors[gridRow * columns + min(columns - 1, max(0, c))] }
            across.append(Self.catmullRom(at(column - 1), at(column), at(column + 1), at(column + 2), u))
        }
        let blended = Self.catmullRom(across[0], across[1], across[2], across[3], v)
        // The curve can overshoot its colours; keep it a valid premultiplied colour.
        let alpha = min(max(blended.w, 0), 1)
        return SIMD4(min(max(blended.x, 0), alpha), min(max(blended.y, 0), alpha), min(max(blended.z, 0), alpha), alpha)
    }

    private func mix(_ p: SIMD4<Float>, _ q: SIMD4<Float>, _ t: Float) -> SIMD4<Float> { p + (q - p) * t }

    /// The Catmull-Rom curve through `p1` and `p2` (at t = 0 and 1), its tangents from `p0` and `p3`.
    static func catmullRom(_ p0: SIMD4<Float>, _ p1: SIMD4<Float>, _ p2: SIMD4<Float>, _ p3: SIMD4<Float>, _ t: Float) -> SIMD4<Float> {
        let t2 = t * t, t3 = t2 * t
        let a = p1 * 2
        let b = (p2 - p0) * t
        let c = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * t2
        let d = (p1 * 3 - p0 - p2 * 3 + p3) * t3
        return (a + b + c + d) * 0.5
    }
}
