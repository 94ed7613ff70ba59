import Foundation

/// Everything `saveGState()` saves and `restoreGState()` brings back.
struct GraphicsState {
    /// User space to the context's y-up base space; the device flip comes after it.
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shouldAntialias = true
    var interpolationQuality = CGInterpolationQuality.default
    var flatness: CGFloat = 0.1
    /// Device pixels drawing may touch.
    var clipBounds: IntRect
    /// Partial coverage of a non-rectangular clip, when there is one.
    var clipMask: ClipMask?
    /// A rectangular clip with fractional edges, kept as a rectangle rather than a mask
    /// (never together with `clipMask`).
    var clipRect: RectClip?

    /// Whether drawing inside `area` (device pixels) is clipped only by `clipBounds`: no
    /// mask, and no fractional rectangle edge within it.
    func clipIsWholePixels(over area: IntRect) -> Bool {
        guard clipMask == nil else { return false }
        guard let clipRect else { return true }
        return clipRect.interior.intersection(area) == area.intersection(clipBounds)
    }
}
