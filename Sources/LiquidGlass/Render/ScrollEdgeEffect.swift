import Foundation
import OpenCoreGraphics

/// iOS 26's scroll edge effect: where floating controls overlap the edge of scrolling
/// content, the content under them dissolves into the background so the controls stay
/// legible.
///
/// - ``Style/soft``: a progressive blur and fade, strongest at the edge, gone a little past
///   the controls.
/// - ``Style/hard``: the content under the controls is nearly covered by the background,
///   ending in a thin dividing line.
///
/// ```swift
/// let effect = ScrollEdgeEffect(edge: .top, style: .soft, depth: 96, background: GlassColor(red: 1, green: 1, blue: 1))
/// effect.render(in: context, bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// ```
public struct ScrollEdgeEffect: Hashable, Sendable {
    /// Which edge of the scrolling area the effect runs along.
    public enum Edge: Hashable, Sendable {
        case top, bottom, left, right
    }

    /// How the content gives way.
    public enum Style: Hashable, Sendable {
        case soft, hard
    }

    /// How far past the controls a soft effect fades out, in points.
    public static let softFadeDistance: CGFloat = 24
    /// The blur at the very edge of a soft effect (and under a hard one), in points.
    public static let edgeBlurRadius: CGFloat = 6

    public var edge: Edge
    public var style: Style
    /// How far the floating controls reach into the scrolling area from its edge, in points.
    public var depth: CGFloat
    /// The colour the content dissolves into (the scroll view's background).
    public var background: GlassColor
    /// The hard style's dividing line.
    public var divider: GlassColor

    public init(edge: Edge, style: Style, depth: CGFloat, background: GlassColor,
                divider: GlassColor = GlassColor(red: 0, green: 0, blue: 0, alpha: 0.16)) {
        self.edge = edge
        self.style = style
        self.depth = depth.isFinite ? min(max(0, depth), 100_000) : 0
        self.background = background
        self.divider = divider
    }

    /// How far into the scrolling area the effect reaches, in points.
    public var reach: CGFloat { style == .soft ? depth + Self.softFadeDistance : depth }

    /// The band the effect covers inside `bounds` (the visible scrolling area).
    public func band(in bounds: CGRect) -> CGRect {
        let reach = min(reach, edge == .top || edge == .bottom ? bounds.height : bounds.width)
        switch edge {
        case .top: return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: reach)
        case .bottom: return CGRect(x: bounds.minX, y: bounds.maxY - reach, width: bounds.width, height: reach)
        case .left: return CGRect(x: bounds.minX, y: bounds.minY, width: reach, height: bounds.height)
        case .right: return CGRect(x: bounds.maxX - reach, y: bounds.minY, width: reach, height: bounds.height)
        }
    }

    /// Applies the effect to what `context` already holds in its band of `bounds` (the
    /// context's user space, y down). Only scale and translation of the context are honoured.
    public func render(in context: CGContext, bounds: CGRect) {
        guard depth > 0 else { return }
        let t = context.userSpaceToDeviceSpaceTransform
        let scale = (hypot(t.a, t.b) + hypot(t.c, t.d)) / 2
        guard scale.isFinite, scale > 0 else { return }
        let deviceBand = band(in: bounds).applying(t)
        guard let region = PixelRegion(enclosing: deviceBand) else { return }
        context.withDevicePixels { pixels in
            let canvas = GlassCanvas(pixels)
            let area = region.intersection(canvas.writable)
            guard !area.isEmpty else { return }
            apply(to: canvas, area: area, band: deviceBand, scale: scale, flipped: t.d < 0)
        }
    }

    /// Mixes each pixel with the blurred backdrop and the background by its distance from the edge.
    private func apply(to canvas: GlassCanvas, area: PixelRegion, band: CGRect, scale: CGFloat, flipped: Bool) {
        let capture = BackdropImage.capture(canvas, region: area)
        let blurred = Frost.frost(capture, sigma: Float(Self.edgeBlurRadius * scale), threads: canvas.threadCount)
        let depthPixels = Float(depth * scale), reachPixels = Float(reach * scale)
        let background = SIMD4<Float>(background.red, background.green, background.blue, 1) * background.alpha * 255
        let divider = SIMD4<Float>(self.divider.red, self.divider.green, self.divider.blue, 1) * self.divider.alpha * 255
        var edge = self.edge
        if flipped, edge == .top { edge = .bottom } else if flipped, edge == .bottom { edge = .top }
        let alongRows = edge == .top || edge == .bottom
        let dividerHalfWidth = Float(max(1, scale)) / 2 + 0.5
        func mix(at distance: Float) -> Mix {
            var mix = self.mix(distance: distance, depth: depthPixels, reach: reachPixels)
            mix.dividerOpacity = style == .hard && abs(distance - depthPixels) < dividerHalfWidth && distance < depthPixels ? divider.w / 255 : 0
            return mix
        }
        let grid = blurred.grid
        blurred.pixels.withUnsafeBufferPointer { blur in
            // Rows are independent (each reads its own pixels and the blur made above), so
            // chunks of them are mixed on several threads, each with its own scratch row.
            ParallelRows.forEachChunk(of: area.y..<area.maxY, pixelsPerRow: area.width * 4, threads: canvas.threadCount) { rows in
            let soft = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width)
            defer { soft.deallocate() }
            for y in rows {
                let row = canvas.base + y * canvas.stride
                // Along a top or bottom edge the mix is the same across a row.
                let rowMix = alongRows ? mix(at: distanceFromEdge(x: 0, y: Float(y) + 0.5, band: band, edge: edge)) : nil
                if let rowMix, rowMix.isIdentity { continue }
                if let rowMix, rowMix.dividerOpacity == 0,
                   grid.fillUndisplaced(soft - area.x, columns: area.x..<area.maxX, y: y, from: blur.baseAddress!) {
                    Self.mixRow(row, columns: area.x..<area.maxX, soft: soft - area.x, mix: rowMix, background: ShadingPass.pack(background))
                    continue
                }
                for x in area.x..<area.maxX {
                    let m = rowMix ?? mix(at: distanceFromEdge(x: Float(x) + 0.5, y: Float(y) + 0.5, band: band, edge: edge))
                    if m.isIdentity { continue }
                    let original = BackdropImage.unpack(row[x])
                    let soft = blurred.sample(x: Float(x) + 0.5, y: Float(y) + 0.5, from: blur.baseAddress!)
                    let mixed = original + (soft - original) * m.blur
                    var pixel = mixed + (background - mixed) * m.cover
                    if m.dividerOpacity > 0 { pixel = pixel * (1 - m.dividerOpacity) + divider }
                    row[x] = ShadingPass.pack(pixel)
                }
            }
            }
        }
    }

    /// Mixes a row whose pixels share one mix, in fixed point: each pixel moves toward its
    /// blurred sample by `mix.blur`, then toward the background by `mix.cover`.
    @inline(__always)
    private static func mixRow(
        _ row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, soft: UnsafeMutablePointer<UInt32>, mix: Mix, background: UInt32
    ) {
        let blur = Int32((min(1, max(0, mix.blur)) * 256).rounded()), cover = Int32((min(1, max(0, mix.cover)) * 256).rounded())
        @inline(__always) func channel(_ original: UInt32, _ blurred: UInt32, _ target: UInt32, shift: UInt32) -> UInt32 {
            let o = Int32(truncatingIfNeeded: (original >> shift) & 0xFF)
            let s = Int32(truncatingIfNeeded: (blurred >> shift) & 0xFF)
            let b = Int32(truncatingIfNeeded: (target >> shift) & 0xFF)
            let mixed = o + (((s - o) * blur + 128) >> 8)
            let covered = mixed + (((b - mixed) * cover + 128) >> 8)
            return UInt32(truncatingIfNeeded: min(255, max(0, covered))) << shift
        }
        for x in columns {
            let original = row[x], blurred = soft[x]
            let alpha = channel(original, blurred, background, shift: 24)
            let a = alpha >> 24
            // Premultiplied: colour never exceeds alpha.
            let red = min(channel(original, blurred, background, shift: 0), a)
            let green = min(channel(original, blurred, background, shift: 8) >> 8, a) << 8
            let blue = min(channel(original, blurred, background, shift: 16) >> 16, a) << 16
            row[x] = red | green | blue | alpha
        }
    }

    /// How a pixel at some distance from the edge mixes: toward the blurred backdrop, then
    /// toward the background, then under the hard style's divider.
    private struct Mix {
        var blur: Float
        var cover: Float
        var dividerOpacity: Float = 0
        var isIdentity: Bool { blur == 0 && cover == 0 && dividerOpacity == 0 }
    }

    /// Distance in device pixels from the effect's outer edge.
    @inline(__always)
    private func distanceFromEdge(x: Float, y: Float, band: CGRect, edge: Edge) -> Float {
        switch edge {
        case .top: y - Float(band.minY)
        case .bottom: Float(band.maxY) - y
        case .left: x - Float(band.minX)
        case .right: Float(band.maxX) - x
        }
    }

    /// Soft: blur and background both fall off smoothly from the edge to the reach. Hard:
    /// under the controls the background nearly covers the blurred content; past them the
    /// content is untouched.
    private func mix(distance: Float, depth: Float, reach: Float) -> Mix {
        switch style {
        case .soft:
            let progress = max(0, min(1, distance / max(1, reach)))
            let strength = 1 - progress * progress * (3 - 2 * progress)
            return Mix(blur: min(1, strength * 1.4), cover: 0.86 * strength * strength)
        case .hard:
            return distance < depth ? Mix(blur: 1, cover: 0.94) : Mix(blur: 0, cover: 0)
        }
    }
}
