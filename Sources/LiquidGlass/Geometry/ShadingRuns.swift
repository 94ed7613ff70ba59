import Foundation

/// The pixels of a container's region that need shading, as horizontal runs per row,
/// classified once per geometry change so the shading loop does not test every pixel.
///
/// Pixels outside the glass and beyond its shadow are left out. A *plain* run lies deeper
/// than the rim band inside one member alone (no blending with a neighbour): it is that
/// member's face, lensed (the corner glow's pool is rim too). A *blend* run lies as deep but where two members' looks mix
/// (bridges and their surroundings): when all members look alike it is plain face too. A
/// *shadow* run lies outside the glass, where only its shadow darkens the backdrop.
/// Everything else (the rim) is a *general* run.
struct ShadingRuns {
    /// A run of pixels `start..<end` (region columns) in one row.
    struct Run {
        var start: Int32
        var end: Int32
        /// The member whose plain face this run is, ``general``, ``blend`` or ``shadow``.
        var owner: UInt8
        /// A plain or blend run deeper than the bevel: no lens displacement anywhere in it.
        var isFlat = false
    }

    /// The faintest shadow falloff (1/255ths) that changes a pixel at the strongest shadow
    /// any look casts (0.1, ×2.8 over busy backdrops): fainter is left out of the runs.
    static let visibleShadowFalloff: UInt8 = 4

    static let general: UInt8 = .max
    static let shadow: UInt8 = .max - 1
    static let blend: UInt8 = .max - 2
    /// More members than this and runs cannot name the owner: they are all general.
    static let maximumOwner: UInt8 = .max - 3

    let runs: [Run]
    /// Row `r`'s runs are `runs[rowStarts[r]..<rowStarts[r + 1]]`.
    let rowStarts: [Int]

    init(
        distance: [Float], displacementX: [Float], displacementY: [Float], normalX: [Float], normalY: [Float],
        members: [UInt16], weights: [Float], shadowFalloff: [UInt8], region: PixelRegion, pixelsPerPoint scale: Float
    ) {
        let rimWidth = ShadingPass.rimWidth(scale: scale)
        let glowDepth = ShadingPass.cornerGlowDepth(scale: scale)
        var runs: [Run] = []
        var rowStarts = [0]
        rowStarts.reserveCapacity(region.height + 1)
        let width = region.width
        for row in 0..<region.height {
            var current: Run?
            for column in 0..<width {
                let i = row * width + column
                let sd = distance[i]
                let kind: UInt8?
                if sd >= 0.5 {
                    kind = shadowFalloff[i] >= Self.visibleShadowFalloff ? Self.shadow : nil
                } else if -sd >= rimWidth && !Self.glows(normalX[i], normalY[i], depth: -sd, reach: glowDepth) {
                    let owner = UInt8(members[i] & 0xFF)
                    kind = owner > Self.maximumOwner ? Self.general : weights[i] >= 1 ? owner : Self.blend
                } else {
                    kind = Self.general
                }
                let face = kind != nil && kind != Self.general && kind != Self.shadow
                let flat = face && displacementX[i] == 0 && displacementY[i] == 0
                if let open = current, kind != open.owner || flat != open.isFlat {
                    runs.append(open)
                    current = nil
                }
                if let kind {
                    if current == nil { current = Run(start: Int32(column), end: Int32(column), owner: kind, isFlat: flat) }
                    current!.end = Int32(column + 1)
                }
            }
            if let open = current { runs.append(open) }
            rowStarts.append(runs.count)
        }
        self.runs = runs
        self.rowStarts = rowStarts
    }

    /// Whether the corner glow lightens a pixel at `depth` with this outline normal by a
    /// level of 8-bit colour or more (at the strongest look's glow, over mid-grey).
    @inline(__always)
    private static func glows(_ nx: Float, _ ny: Float, depth: Float, reach: Float) -> Bool {
        let facing = nx * ShadingPass.light.x + ny * ShadingPass.light.y
        return ShadingPass.cornerGlow(facing: facing, depth: depth, reach: reach) > 0.03
    }
}
