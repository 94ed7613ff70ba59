import Foundation

/// Composites coverage spans onto pixels: the paint gives the source colour, coverage
/// (times the clip mask) scales it as global alpha does, and the blend mode combines the
/// scaled source with the destination: `d' = blend(s · coverage, d)`. Scaling the source
/// keeps additive modes exact along shared edges (0.3 + 0.7 coverage adds up to 1), and
/// for the separable modes it equals mixing the blended colour in by coverage. `.clear`
/// removes the destination in proportion to coverage, so a clear with a fractional edge
/// leaves the uncovered part of its edge pixels.
///
/// Normal (source-over) blending runs in packed integer arithmetic; other modes go
/// through `BlendFunction` in floating point.
struct Blitter {
    enum Source {
        case solid(UInt32)
        case shader(any Shader, alpha: UInt32)
    }

    let buffer: PixelBuffer
    let mode: CGBlendMode
    let clipMask: ClipMask?
    let clipRect: RectClip?
    let antialias: Bool
    /// Reused per row: shaded source colours and per-pixel coverage.
    let scratch: BlitScratch
    /// The colour of a solid source (0 for a shader), unpacked once rather than per span.
    private let solid: UInt32
    private let shader: (any Shader)?
    private let shaderAlpha: UInt32
    /// Checked per span instead of unwrapping `shader`, which would copy the existential.
    private let isSolid: Bool

    init(
        buffer: PixelBuffer, source: Source, mode: CGBlendMode, clipMask: ClipMask?, clipRect: RectClip? = nil,
        antialias: Bool, scratch: BlitScratch
    ) {
        self.buffer = buffer
        self.mode = mode
        self.clipMask = clipMask
        self.clipRect = clipRect
        self.antialias = antialias
        self.scratch = scratch
        switch source {
        case .solid(let color):
            (solid, shader, shaderAlpha, isSolid) = (color, nil, 255, true)
        case .shader(let shader, let alpha):
            (self.solid, self.shader, shaderAlpha, isSolid) = (0, shader, alpha, false)
        }
    }

    func blitRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        if let clipRect {
            // Spans through the rectangle first; antialiasing off keeps its hard edges.
            withUnsafeTemporaryAllocation(of: CoverageSpan.self, capacity: spans.count * 3) { clipped in
                let count = clipRect.clip(row: y, spans: spans, into: clipped.baseAddress!)
                blitClippedRow(y: y, spans: UnsafeBufferPointer(start: clipped.baseAddress, count: count))
            }
            return
        }
        blitClippedRow(y: y, spans: spans)
    }

    private func blitClippedRow(y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        let row = buffer.row(y)
        if isSolid, mode == .normal, clipMask == nil, antialias {
            // The common case, kept free of per-span dispatch.
            for span in spans {
                Self.sourceOverSolid(row + Int(span.x), count: Int(span.count), color: solid, coverage: span.coverage)
            }
            return
        }
        for span in spans {
            var coverage = span.coverage
            if !antialias { coverage = coverage >= 128 ? 255 : 0 }
            guard coverage > 0 else { continue }
            let x = Int(span.x), count = Int(span.count)
            let destination = row + x
            let colors = shadedColors(x: x, y: y, count: count)
            if let mask = clipMask {
                let perPixel = scratch.coverage(count: count)
                mask.withRow(y, from: x) { maskRow in
                    for i in 0..<count { perPixel[i] = Pixel.multiply(coverage, UInt32(maskRow[i])) }
                }
                blend(destination, count: count, colors: colors, coverage: perPixel, constant: 0)
            } else {
                blend(destination, count: count, colors: colors, coverage: nil, constant: coverage)
            }
        }
    }

    /// The shaded source run, or `nil` for a solid colour.
    private func shadedColors(x: Int, y: Int, count: Int) -> UnsafeMutablePointer<UInt32>? {
        guard !isSolid, let shader else { return nil }
        let colors = scratch.colors(count: count)
        shader.shade(x: x, y: y, count: count, into: colors)
        if shaderAlpha < 255 {
            for i in 0..<count { colors[i] = Pixel.scale(colors[i], by: shaderAlpha) }
        }
        return colors
    }

    private func blend(
        _ d: UnsafeMutablePointer<UInt32>, count: Int, colors: UnsafeMutablePointer<UInt32>?,
        coverage: UnsafeMutablePointer<UInt32>?, constant: UInt32
    ) {
        if mode == .clear {
            // Clearing removes as much of the destination as the shape covers.
            if let coverage {
                for i in 0..<count { d[i] = Pixel.scale(d[i], by: 255 &- coverage[i]) }
            } else if constant == 255 {
                PixelRun.fill(d, count: count, with: 0)
            } else {
                PixelRun.sourceOver(d, count: count, color: 0, keeping: 255 &- constant)
            }
            return
        }
        guard mode == .normal else {
            blendGeneric(d, count: count, colors: colors, solid: solid, coverage: coverage, constant: constant)
            return
        }
        switch (colors, coverage) {
        case (nil, nil):
            Self.sourceOverSolid(d, count: count, color: solid, coverage: constant)
        case (nil, let perPixel?):
            for i in 0..<count { d[i] = Pixel.sourceOver(Pixel.scale(solid, by: perPixel[i]), d[i]) }
        case (let s?, nil):
            if constant == 255 {
                for i in 0..<count { d[i] = Pixel.sourceOver(s[i], d[i]) }
            } else {
                for i in 0..<count { d[i] = Pixel.sourceOver(Pixel.scale(s[i], by: constant), d[i]) }
            }
        case (let s?, let perPixel?):
            for i in 0..<count { d[i] = Pixel.sourceOver(Pixel.scale(s[i], by: perPixel[i]), d[i]) }
        }
    }

    /// The hot path: one colour, one coverage, a run of pixels.
    @inline(__always)
    static func sourceOverSolid(_ d: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UInt32) {
        let s = coverage == 255 ? color : Pixel.scale(color, by: coverage)
        let alpha = s >> 24
        if count == 1 {
            d[0] = Pixel.sourceOver(s, d[0])
        } else if alpha == 255 {
            PixelRun.fill(d, count: count, with: s)
        } else if alpha > 0 {
            PixelRun.sourceOver(d, count: count, color: s)
        }
    }

    private func blendGeneric(
        _ d: UnsafeMutablePointer<UInt32>, count: Int, colors: UnsafeMutablePointer<UInt32>?, solid: UInt32,
        coverage: UnsafeMutablePointer<UInt32>?, constant: UInt32
    ) {
        let solidSource = Pixel.unpack(solid)
        for i in 0..<count {
            let c = Float(coverage?[i] ?? constant) / 255
            guard c > 0 else { continue }
            let s = (colors.map { Pixel.unpack($0[i]) } ?? solidSource) * c
            d[i] = Pixel.pack(BlendFunction.blend(s, Pixel.unpack(d[i]), mode: mode))
        }
    }
}
