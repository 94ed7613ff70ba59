import Foundation
import OpenCoreGraphics

/// The shape work of a container, baked once per geometry change on the device-pixel grid
/// of its region: the merged signed distance, the lens displacement at full strength, the
/// rim normal, and which members each pixel belongs to (for per-member tint).
///
/// Members merge by a polynomial smooth minimum with blend `k = spacing`:
/// `d = mix(b, a, h) − k·h·(1 − h)`, `h = clamp(0.5 + (b − a) / 2k)`; its gradient is
/// `mix(∇b, ∇a, h)`. With `k = 0` it is a plain minimum.
final class GlassGeometry {
    let region: PixelRegion
    /// Signed distance to the merged outline, pixels, negative inside.
    let distance: [Float]
    /// Where each pixel samples the backdrop, relative to itself, at full materialization.
    let displacementX: [Float]
    let displacementY: [Float]
    /// Outward normal of the smoothed outline (for the rim light): unit length except where
    /// merged members' gradients nearly cancel.
    let normalX: [Float]
    let normalY: [Float]
    /// The nearest member (low byte) and the runner-up (high byte).
    let members: [UInt16]
    /// The nearest member's weight against the runner-up, 0.5…1.
    let memberWeight: [Float]
    /// Each member's pixels (its shape's bounds), within the region.
    let memberBounds: [PixelRegion]
    /// The part of the region the frost covers: the members, their bridges and a margin for
    /// the blur, but not the far reach of the shadow, which never samples the frost.
    let frostRegion: PixelRegion
    /// The pixels to shade, as classified runs.
    let runs: ShadingRuns
    /// How strongly the soft shadow falls on each pixel before the member's shadow strength,
    /// in 1/255ths, by the distance from the outline the shadow is cast from.
    let shadowFalloff: [UInt8]

    /// Bakes `shapes` (already in device pixels relative to the canvas, each within its
    /// `memberBounds`) over `region`.
    init(shapes: [(ShapeDistance, GlassVariant)], memberBounds: [PixelRegion], blend k: Float, region: PixelRegion, pixelsPerPoint scale: Float,
         threads: Int = 1) {
        self.region = region
        let count = region.count
        var distance = [Float](repeating: .greatestFiniteMagnitude, count: count)
        var dispX = [Float](repeating: 0, count: count), dispY = [Float](repeating: 0, count: count)
        var normalX = [Float](repeating: 0, count: count), normalY = [Float](repeating: 0, count: count)
        var members = [UInt16](repeating: 0, count: count)
        var weights = [Float](repeating: 1, count: count)
        let profiles = shapes.map { LensProfile(variant: $0.1, halfMinor: $0.0.halfMinor, halfMajor: $0.0.halfMajor, pixelsPerPoint: scale) }
        self.memberBounds = memberBounds.map { $0.intersection(region) }
        let frostMargin = Int((Float(ShadingPass.frostMargin) * scale + k / 4).rounded(.up)) + 2
        frostRegion = memberBounds.reduce(memberBounds[0]) { $0.union($1) }.insetBy(-frostMargin).intersection(region)
        distance.withUnsafeMutableBufferPointer { distance in
        dispX.withUnsafeMutableBufferPointer { dispX in
        dispY.withUnsafeMutableBufferPointer { dispY in
        normalX.withUnsafeMutableBufferPointer { normalX in
        normalY.withUnsafeMutableBufferPointer { normalY in
        members.withUnsafeMutableBufferPointer { members in
        weights.withUnsafeMutableBufferPointer { weights in
            let output = FieldPointers(
                distance: distance.baseAddress!, dispX: dispX.baseAddress!, dispY: dispY.baseAddress!,
                normalX: normalX.baseAddress!, normalY: normalY.baseAddress!, weights: weights.baseAddress!, members: members.baseAddress!)
            // Rows are independent: each writes only its own stretch of the fields.
            ParallelRows.forEachChunk(of: 0..<region.height, pixelsPerRow: region.width * shapes.count * 4, threads: threads) { rows in
                for row in rows {
                    Self.sampleRow(row, shapes: shapes, profiles: profiles, blend: k, region: region, into: output)
                }
            }
        }
        }
        }
        }
        }
        }
        }
        self.distance = distance
        self.displacementX = dispX
        self.displacementY = dispY
        self.normalX = normalX
        self.normalY = normalY
        self.members = members
        self.memberWeight = weights
        let shadowFalloff = Self.shadowFalloff(distance: distance, region: region, pixelsPerPoint: scale)
        self.shadowFalloff = shadowFalloff
        runs = ShadingRuns(
            distance: distance, displacementX: dispX, displacementY: dispY, normalX: normalX, normalY: normalY,
            members: members, weights: weights, shadowFalloff: shadowFalloff, region: region, pixelsPerPoint: scale)
    }

    /// Samples every member's distance along row `row` of `region` and writes the merged
    /// field there.
    private static func sampleRow(
        _ row: Int, shapes: [(ShapeDistance, GlassVariant)], profiles: [LensProfile], blend k: Float, region: PixelRegion,
        into out: FieldPointers
    ) {
        let py = Float(region.y + row) + 0.5
        for column in 0..<region.width {
            let px = Float(region.x + column) + 0.5
            let i = row * region.width + column
            var merged = DistanceSample(distance: .greatestFiniteMagnitude, gradientX: 0, gradientY: 0)
            var profile = LensProfile(bevel: 1, amount: 0)
            var best: (index: Int, d: Float) = (0, .greatestFiniteMagnitude)
            var second: (index: Int, d: Float) = (0, .greatestFiniteMagnitude)
            for (index, (shape, _)) in shapes.enumerated() {
                var s = shape.sample(x: px, y: py)
                let smooth = shape.sample(x: px, y: py, normalBoost: 1.5)
                s.gradientX = smooth.gradientX
                s.gradientY = smooth.gradientY
                if index == 0 {
                    merged = s
                    profile = profiles[0]
                } else {
                    let h = Self.blendWeight(merged.distance, s.distance, k: k)
                    merged = Self.smoothUnion(merged, s, h: h, k: k)
                    profile = profile.blended(with: profiles[index], weight: h)
                }
                if s.distance < best.d {
                    second = best
                    best = (index, s.distance)
                } else if s.distance < second.d {
                    second = (index, s.distance)
                }
            }
            out.distance[i] = merged.distance
            let length = (merged.gradientX * merged.gradientX + merged.gradientY * merged.gradientY).squareRoot()
            if length > 1e-6 {
                // Where merged members' gradients cancel (deep in a neck) the normal is
                // ambiguous: it shrinks with the gradient there instead of snapping to a
                // side, so the lens, rim and glow fade out rather than drawing a seam.
                let norm = max(length, 0.5)
                let nx = merged.gradientX / norm, ny = merged.gradientY / norm
                out.normalX[i] = nx
                out.normalY[i] = ny
                let shift = profile.displacement(at: merged.distance)
                out.dispX[i] = -nx * shift
                out.dispY[i] = -ny * shift
            }
            let runnerUp = second.d == .greatestFiniteMagnitude ? best.index : second.index
            out.members[i] = UInt16(best.index) | (UInt16(runnerUp) << 8)
            out.weights[i] = second.d == .greatestFiniteMagnitude ? 1 : max(0.5, Self.blendWeight(best.d, second.d, k: k))
        }
    }

    /// Where a bake writes its per-pixel fields, shared by the threads sampling its rows.
    private struct FieldPointers {
        let distance, dispX, dispY, normalX, normalY, weights: UnsafeMutablePointer<Float>
        let members: UnsafeMutablePointer<UInt16>
    }

    private init(placing baked: GlassGeometry, region: PixelRegion, memberBounds: [PixelRegion], frostRegion: PixelRegion) {
        self.region = region
        self.memberBounds = memberBounds
        self.frostRegion = frostRegion
        distance = baked.distance
        displacementX = baked.displacementX
        displacementY = baked.displacementY
        normalX = baked.normalX
        normalY = baked.normalY
        members = baked.members
        memberWeight = baked.memberWeight
        runs = baked.runs
        shadowFalloff = baked.shadowFalloff
    }

    /// This geometry moved by whole pixels, its members' bounds and frost region cut to
    /// `visible`; the baked grids are shared, not copied, so moving glass (a sheet sliding
    /// up) costs nothing to re-place. The region itself is not cut: the grids cover all of
    /// it, and the shading pass clips to what it may write.
    func placed(offsetX: Int, offsetY: Int, visible: PixelRegion) -> GlassGeometry {
        func move(_ r: PixelRegion) -> PixelRegion { PixelRegion(x: r.x + offsetX, y: r.y + offsetY, width: r.width, height: r.height) }
        return GlassGeometry(
            placing: self, region: move(region),
            memberBounds: memberBounds.map { move($0).intersection(visible) },
            frostRegion: move(frostRegion).intersection(visible))
    }

    /// The glass sits a little above the backdrop: its shadow is cast from `shadowOffset`
    /// rows up and fades with the 1.5th power of the distance from the outline, so it is
    /// wide and very soft (Apple's fades almost linearly).
    private static func shadowFalloff(distance: [Float], region: PixelRegion, pixelsPerPoint scale: Float) -> [UInt8] {
        let offset = ShadingPass.shadowOffset(scale: scale)
        let reach = ShadingPass.shadowReach(scale: scale)
        var falloff = [UInt8](repeating: 0, count: distance.count)
        let shift = offset * region.width
        guard shift < distance.count else { return falloff }
        for i in shift..<distance.count {
            // Under the glass itself (d ≤ 0) the shadow is at full strength: the rows just
            // below the outline, which the glass no longer covers, must not show a light gap.
            let d = distance[i - shift]
            guard d < reach else { continue }
            let linear = min(1, 1 - d / reach)
            falloff[i] = UInt8(linear * linear.squareRoot() * 255 + 0.5)
        }
        return falloff
    }

    /// The weight of `a` against `b` in the smooth union.
    @inline(__always)
    static func blendWeight(_ a: Float, _ b: Float, k: Float) -> Float {
        guard k > 0 else { return a <= b ? 1 : 0 }
        return min(1, max(0, 0.5 + (b - a) / (2 * k)))
    }

    @inline(__always)
    static func smoothUnion(_ a: DistanceSample, _ b: DistanceSample, h: Float, k: Float) -> DistanceSample {
        DistanceSample(
            distance: b.distance + (a.distance - b.distance) * h - k * h * (1 - h),
            gradientX: b.gradientX + (a.gradientX - b.gradientX) * h,
            gradientY: b.gradientY + (a.gradientY - b.gradientY) * h)
    }
}

/// `from + (to − from)·t`.
@inline(__always)
func lerp(_ from: Float, _ to: Float, _ t: Float) -> Float { from + (to - from) * t }
