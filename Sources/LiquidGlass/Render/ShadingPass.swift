import Foundation

/// One frame of one container: the backdrop captured and frosted once, then every pixel
/// of the baked region shaded once.
///
/// Per pixel inside glass: sample the frost at the lensed position (the flat face is not
/// displaced), boost saturation and exposure, dim (clear glass), lay the milky fill, stain
/// with the tint by the brightness behind it, add the hairline rim highlight, the specular
/// glow pooling in the corner away from the light and the touch bloom, draw the contrast
/// border; then composite by edge coverage. Outside, a wide soft shadow that grows over
/// busy backdrops.
struct ShadingPass {
    /// How far the soft shadow reaches beyond the outline, points. Apple's shadow under a
    /// small control fades out 25–30 pt away, but beyond 20 pt it darkens white by about
    /// 1 %: stopping there keeps the shadow's cost within budget.
    static let shadowReach: CGFloat = 20
    /// How far the shadow can change a pixel at all, points: where its falloff drops below
    /// ``ShadingRuns/visibleShadowFalloff`` (about 18.7 pt). Regions and compositor reaches
    /// stop here.
    static let visibleShadowReach: CGFloat = {
        let faintest = CGFloat(ShadingRuns.visibleShadowFalloff) / 255
        // The falloff is linear^1.5 of the distance.
        return shadowReach * (1 - pow(faintest, 2.0 / 3))
    }()
    /// How far a container's shadow and bridges reach beyond its members' bounds, points:
    /// the shadow is cast from `shadowDrop` above, so it reaches less far up and further down.
    /// Glass that casts no shadow (thin glass) reaches only as far as its bridges.
    static func reachMargins(spacing: CGFloat, castsShadow: Bool = true) -> (side: CGFloat, top: CGFloat, bottom: CGFloat) {
        let blend = spacing / 4
        guard castsShadow else { return (blend, blend, blend) }
        let reach = visibleShadowReach, drop = CGFloat(shadowDrop)
        return (reach + blend, max(0, reach - drop) + blend, reach + drop + blend)
    }

    /// How far beyond the glass the frost reaches, points: far enough for the blur at the
    /// rim to see what lies beyond it.
    static let frostMargin: CGFloat = 8
    /// How far below the glass its shadow is cast, points.
    static let shadowDrop: Float = 3
    /// Highlight band width inside the rim, points: a hairline.
    static let rimWidth: Float = 1
    /// How deep the corner glow reaches into the glass, points.
    static let cornerGlowDepth: Float = 8
    /// The light comes from the upper left; the glow pools opposite.
    static let light = SIMD2<Float>(-0.45, -0.89)
    /// How far the touch bloom lightens toward white at the touch: soft, as on Apple's
    /// pressed prominent button, whose middle is only a little lighter than its ends.
    static let touchBloom: Float = 0.25
    /// How far the touch glow spreads, points (Gaussian sigma).
    static let glowSpread: Float = 40

    let elements: [GlassElement]
    let geometry: GlassGeometry
    let canvas: GlassCanvas
    let scale: Float
    let accessibility: GlassAccessibility
    let touch: (x: Float, y: Float, strength: Float)?

    init(elements: [GlassElement], geometry: GlassGeometry, canvas: GlassCanvas, scale: Float,
         accessibility: GlassAccessibility, touch: (x: Float, y: Float, strength: Float)?) {
        self.elements = elements
        self.geometry = geometry
        self.canvas = canvas
        self.scale = scale
        self.accessibility = accessibility
        self.touch = touch
    }

    /// Rec. 709 luma of the backdrop under the glass's visible part, sampled on at most 32×32 points.
    func backdropLuminance() -> Float? {
        let region = geometry.region
        let visible = region.intersection(canvas.bounds)
        guard !visible.isEmpty else { return nil }
        let stepX = max(1, visible.width / 32), stepY = max(1, visible.height / 32)
        var sum: Float = 0, weight: Float = 0
        for y in stride(from: visible.y + stepY / 2, to: visible.maxY, by: stepY) {
            for x in stride(from: visible.x + stepX / 2, to: visible.maxX, by: stepX) {
                let i = (y - region.y) * region.width + (x - region.x)
                let coverage = min(1, max(0, 0.5 - geometry.distance[i]))
                if coverage > 0 {
                    // Read before shading starts writing.
                    let p = BackdropImage.unpack(canvas.base[y * canvas.stride + x])
                    sum += coverage * (0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z) / 255
                    weight += coverage
                }
            }
        }
        return weight > 0 ? sum / weight : nil
    }

    /// How busy the backdrop is (0 calm … 1 busy): mean luma difference from its frost.
    private func busyness(frost: BackdropImage) -> Float {
        let area = geometry.frostRegion
        let stepX = max(1, area.width / 24), stepY = max(1, area.height / 24)
        let weights = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
        var sum: Float = 0, count: Float = 0
        frost.pixels.withUnsafeBufferPointer { f in
            for y in stride(from: area.y + stepY / 2, to: area.maxY, by: stepY) {
                for x in stride(from: area.x + stepX / 2, to: area.maxX, by: stepX) {
                    let sharp = BackdropImage.unpack(canvas.base[y * canvas.stride + x])
                    let soft = frost.sample(x: Float(x) + 0.5, y: Float(y) + 0.5, from: f.baseAddress!)
                    sum += abs(((sharp - soft) * weights).sum()) / 255
                    count += 1
                }
            }
        }
        return count > 0 ? min(1, sum / count * 8) : 0
    }

    func shade(appearance: GlassAppearance) {
        let variants = Set(elements.map(\.variant))
        var materials: [GlassVariant: GlassMaterial] = [:]
        var frosts: [GlassVariant: BackdropImage] = [:]
        for variant in variants {
            let thickness = elements.first { $0.variant == variant }?.materialThickness
            materials[variant] = GlassMaterial.resolve(variant, appearance, accessibility, thickness: thickness)
        }
        // A copy of the backdrop is needed only to fade partly formed glass into it, or for
        // frosts too light to be reduced; wide frosts read the canvas in place.
        let needsCapture = elements.contains { $0.materialization < 1 }
            || materials.values.contains { Frost.reductionFactor(sigma: $0.frostSigma * scale) == 1 }
        let capture = needsCapture ? BackdropImage.capture(canvas, region: geometry.frostRegion) : nil
        for (variant, material) in materials {
            let sigma = material.frostSigma * scale
            let threads = canvas.threadCount
            frosts[variant] = capture.map { Frost.frost($0, sigma: sigma, threads: threads) }
                ?? Frost.frost(canvas: canvas, region: geometry.frostRegion, sigma: sigma, threads: threads)
        }
        let anyFrost = frosts.values.first!
        let busy = busyness(frost: frosts[elements[0].variant]!)
        let looks = elements.map { element in
            MemberLook(element: element, material: GlassMaterial.resolve(element.variant, appearance, accessibility, thickness: element.materialThickness),
                       scale: scale)
        }
        // Members that look alike share one face, and their bridges are plain face too.
        let uniform = looks.allSatisfy { $0 == looks[0] }
        let faces = uniform
            ? ShadedFaces(looks: [looks[0]], frosts: [frosts[elements[0].variant]!],
                          bounds: [geometry.memberBounds.reduce(PixelRegion(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }],
                          threads: canvas.threadCount)
            : ShadedFaces(looks: looks, frosts: looks.map { frosts[$0.isClear ? .clear : .regular] ?? anyFrost }, bounds: geometry.memberBounds,
                          threads: canvas.threadCount)
        // Plain-value grids (no arrays) for the loop; a variant absent here is never sampled.
        let regularGrid = (frosts[.regular] ?? anyFrost).grid, clearGrid = (frosts[.clear] ?? anyFrost).grid
        let sharpImage = capture ?? anyFrost
        let captureGrid = sharpImage.grid
        let region = geometry.region.intersection(canvas.writable)
        guard !region.isEmpty else { return }
        let shadowOffset = Self.shadowOffset(scale: scale)
        let rimWidth = Self.rimWidth(scale: scale)
        let glowDepth = Self.cornerGlowDepth(scale: scale)
        let glowSigma = Self.glowSpread * scale
        // A press strengthens the rim as well as blooming from the touch.
        let rimBoost = 1 + 0.5 * (touch?.strength ?? 0)
        // Scaled so that falloff (1/255ths) × strength >> 16 is the shadow's opacity in
        // 1/256ths; at most 64, where any falloff that casts a shadow at all saturates.
        let shadowStrengths = looks.map { look -> UInt32 in
            let strength = min(64, max(0, look.shadow * (1 + 1.8 * busy)))
            return UInt32(strength * 65536 * 256 / 255)
        }
        // A member's plain runs take its pre-shaded face unless a glow, a border wider than
        // the rim band or a partial materialization needs the full shading.
        let facesArePlain = looks.map { touch == nil && $0.materialization >= 1 && $0.borderWidth <= rimWidth }
        let g = geometry
        let regularFrost = (frosts[.regular] ?? anyFrost).pixels, clearFrost = (frosts[.clear] ?? anyFrost).pixels
        faces.pixels.withUnsafeBufferPointer { facePixels in
        regularFrost.withUnsafeBufferPointer { regular in
        clearFrost.withUnsafeBufferPointer { clear in
        sharpImage.pixels.withUnsafeBufferPointer { sharp in
        g.displacementX.withUnsafeBufferPointer { displacementX in
        g.displacementY.withUnsafeBufferPointer { displacementY in
        g.distance.withUnsafeBufferPointer { distance in
        g.shadowFalloff.withUnsafeBufferPointer { shadowFalloff in
            /// Darkens `pixel` by the shadow falling on region pixel `i`.
            @inline(__always) func shadowed(_ pixel: UInt32, at i: Int) -> UInt32 {
                let falloff = UInt32(shadowFalloff[i])
                guard falloff > 0 else { return pixel }
                let owner = uniform ? 0 : Int(g.members[i - shadowOffset * g.region.width] & 0xFF)
                let alpha = min(256, (falloff &* shadowStrengths[owner]) >> 16)
                return alpha > 0 ? Self.darkenPacked(pixel, by: alpha) : pixel
            }

            /// Outside the glass: only its shadow darkens the backdrop. The shadow is wide, so
            /// with one strength for all members eight pixels are darkened at a time.
            func shadeShadow(row: UnsafeMutablePointer<UInt32>, y: Int, columns: Range<Int>) {
                let rowBase = (y - g.region.y) * g.region.width - g.region.x
                var x = columns.lowerBound
                if uniform {
                    let strength = SIMD8<UInt32>(repeating: shadowStrengths[0])
                    while x + 8 <= columns.upperBound {
                        let falloff = SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(shadowFalloff.baseAddress! + rowBase + x)
                            .loadUnaligned(as: SIMD8<UInt8>.self))
                        let alpha = pointwiseMin(SIMD8(repeating: 256), (falloff &* strength) &>> 16)
                        if alpha == .zero {
                            x += 8
                            continue
                        }
                        let pixels = UnsafeMutableRawPointer(row + x)
                        pixels.storeBytes(of: Self.darkenPacked(pixels.loadUnaligned(as: SIMD8<UInt32>.self), by: alpha), as: SIMD8<UInt32>.self)
                        x += 8
                    }
                }
                while x < columns.upperBound {
                    row[x] = shadowed(row[x], at: rowBase + x)
                    x += 1
                }
            }

            /// The rim and bridges: lens, face, rim light, glow, border, edge coverage, and the
            /// shadow under the anti-aliased edge.
            func shadeFully(x: Int, y: Int, row: UnsafeMutablePointer<UInt32>) {
                let gx = x - g.region.x, gy = y - g.region.y
                let i = gy * g.region.width + gx
                let sd = distance[i]
                if sd > -0.5 { row[x] = shadowed(row[x], at: i) }
                var destination = BackdropImage.unpack(row[x])
                let coverage = min(1, 0.5 - sd)
                let pair = g.members[i]
                let a = looks[Int(pair & 0xFF)]
                // Blending a look with itself changes nothing: skip it off the bridges.
                let alone = uniform || pair & 0xFF == pair >> 8
                let look = alone ? a : a.blended(with: looks[Int(pair >> 8)], weight: g.memberWeight[i])
                let px = Float(x) + 0.5 + displacementX[i] * look.lensing
                let py = Float(y) + 0.5 + displacementY[i] * look.lensing
                var c: SIMD4<Float>
                if alone && look.materialization >= 1 {
                    // One member's fully formed face: its pre-shaded frost, as on the plain runs.
                    let face = uniform ? 0 : Int(pair & 0xFF)
                    c = faces.grids[face].sample(x: px, y: py, from: facePixels.baseAddress! + faces.offsets[face])
                } else {
                    c = a.isClear
                        ? clearGrid.sample(x: px, y: py, from: clear.baseAddress!)
                        : regularGrid.sample(x: px, y: py, from: regular.baseAddress!)
                    if look.materialization < 1 {
                        let plain = captureGrid.sample(x: Float(x) + 0.5, y: Float(y) + 0.5, from: sharp.baseAddress!)
                        c = plain + (c - plain) * look.materialization
                    }
                    c = look.shadeFace(c)
                }
                // The hairline rim: strongest where the outline faces the light, weaker
                // opposite; deeper in, a soft glow pools where it faces away.
                let depth = -sd
                let facing = g.normalX[i] * Self.light.x + g.normalY[i] * Self.light.y
                var strength: Float = 0
                if depth < rimWidth {
                    let band = 1 - max(0, depth) / rimWidth
                    let lit = max(0, facing), opposite = max(0, -facing)
                    strength = band * (0.15 + 0.85 * lit * lit + 0.45 * opposite * opposite) * look.highlight * rimBoost
                }
                if facing < 0, depth < glowDepth {
                    strength += Self.cornerGlow(facing: facing, depth: max(0, depth), reach: glowDepth) * look.cornerGlow
                }
                if strength > 0 {
                    c += (SIMD4(c.w, c.w, c.w, c.w) * look.rimTint - c) * min(1, strength) * SIMD4(1, 1, 1, 0)
                }
                if let touch {
                    let dx = Float(x) + 0.5 - touch.x, dy = Float(y) + 0.5 - touch.y
                    let glow = touch.strength * Self.touchBloom * exp(-(dx * dx + dy * dy) / (2 * glowSigma * glowSigma)) * look.materialization
                    c += (SIMD4(c.w, c.w, c.w, c.w) - c) * glow * SIMD4(1, 1, 1, 0)
                }
                if let border = look.border, depth < look.borderWidth {
                    c = border
                }
                destination += (c - destination) * coverage
                row[x] = Self.pack(destination)
            }

            // Rows are independent: each reads only its own pixels and the frost and
            // geometry made above, so they are shaded in chunks on several threads.
            ParallelRows.forEachChunk(of: region.y..<region.maxY, pixelsPerRow: region.width, threads: canvas.threadCount) { rows in
            for y in rows {
                let row = canvas.base + y * canvas.stride
                let gy = y - g.region.y
                let rowBase = gy * g.region.width - g.region.x
                for run in g.runs.runs[g.runs.rowStarts[gy]..<g.runs.rowStarts[gy + 1]] {
                    let start = max(region.x, g.region.x + Int(run.start))
                    let end = min(region.maxX, g.region.x + Int(run.end))
                    guard start < end else { continue }
                    if run.owner == ShadingRuns.shadow {
                        shadeShadow(row: row, y: y, columns: start..<end)
                        continue
                    }
                    let owner = run.owner == ShadingRuns.blend && uniform ? 0 : Int(run.owner)
                    guard owner <= Int(ShadingRuns.maximumOwner), facesArePlain[owner] else {
                        for x in start..<end { shadeFully(x: x, y: y, row: row) }
                        continue
                    }
                    let face = uniform ? 0 : owner
                    let grid = faces.grids[face]
                    let base = facePixels.baseAddress! + faces.offsets[face]
                    // The flat face, beyond the bevel: the pre-shaded frost upsampled as is.
                    if run.isFlat, grid.fillUndisplaced(row, columns: start..<end, y: y, from: base) { continue }
                    // The plain face, lensed: one bilinear sample of the pre-shaded frost.
                    grid.fillDisplaced(
                        row, columns: start..<end, y: y,
                        displacementX: displacementX.baseAddress! + rowBase, displacementY: displacementY.baseAddress! + rowBase,
                        lensing: looks[owner].lensing, from: base)
                }
            }
            }
        }
        }
        }
        }
        }
        }
        }
        }
    }

    /// Black at `a`/256 opacity composited over premultiplied `p`: colour times (1 − a),
    /// alpha grows toward opaque.
    @inline(__always)
    static func darkenPacked(_ p: UInt32, by a: UInt32) -> UInt32 {
        let keep = 256 - a
        let evens = (((p & 0x00FF_00FF) &* keep) >> 8) & 0x00FF_00FF
        let green = (((p >> 8) & 0xFF) &* keep) & 0xFF00
        let alpha = p >> 24
        return evens | green | ((alpha + (((255 - alpha) &* a) >> 8)) << 24)
    }

    /// ``darkenPacked(_:by:)`` on eight pixels at once.
    @inline(__always)
    static func darkenPacked(_ p: SIMD8<UInt32>, by a: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let keep = 256 &- a
        let evens = (((p & 0x00FF_00FF) &* keep) &>> 8) & 0x00FF_00FF
        let green = ((((p &>> 8) & 0xFF) &* keep)) & 0xFF00
        let alpha = p &>> 24
        return evens | green | ((alpha &+ (((255 &- alpha) &* a) &>> 8)) &<< 24)
    }

    /// Width of the rim highlight band, canvas pixels.
    static func rimWidth(scale: Float) -> Float { max(1, rimWidth * scale) }
    /// How deep the corner glow reaches, canvas pixels.
    static func cornerGlowDepth(scale: Float) -> Float { cornerGlowDepth * scale }
    /// How far below the glass its shadow sits, canvas pixels.
    static func shadowOffset(scale: Float) -> Int { Int((shadowDrop * scale).rounded()) }

    /// The corner glow's strength before the look's own, where the outline's normal has
    /// `facing` (negative: away from the light) at `depth` of `reach`. The 64th power of the
    /// facing pools it within about 15° of the direction away from the light (a corner), not
    /// along a whole edge.
    @inline(__always)
    static func cornerGlow(facing: Float, depth: Float, reach: Float) -> Float {
        guard facing < 0, depth < reach else { return 0 }
        let fade = 1 - depth / reach
        var focused = facing * facing
        for _ in 0..<5 { focused *= focused }
        return focused * fade * fade
    }
    /// How far the shadow reaches beyond the outline, canvas pixels.
    static func shadowReach(scale: Float) -> Float { Float(shadowReach) * scale }

    @inline(__always)
    static func pack(_ c: SIMD4<Float>) -> UInt32 {
        // Lane by lane: the generic SIMD clamp is not inlined and costs more than the shading.
        @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v)) + 0.5) }
        let a = byte(c.w)
        // Premultiplied: colour never exceeds alpha.
        return min(byte(c.x), a) | (min(byte(c.y), a) << 8) | (min(byte(c.z), a) << 16) | (a << 24)
    }
}
