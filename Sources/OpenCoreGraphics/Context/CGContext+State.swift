import Foundation

extension CGContext {
    /// Pushes a copy of the graphics state: CTM, colours, line style, alpha, blend mode, clip.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Pops the state saved last; does nothing when none is saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transformation matrix from user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user space origin.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Sets the colour used to fill.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the colour used to stroke.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// The stroke width in user space units; negative or non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        if width.isFinite, width >= 0 { state.lineWidth = width }
    }

    /// Sets how open stroke ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how stroke corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter length (relative to the line width) past which miter joins are bevelled.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    /// Sets a dash pattern: alternating on and off lengths, starting `phase` into it.
    /// An empty array (or an invalid pattern) draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// The opacity applied to everything drawn, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1
    }

    /// Sets how drawing combines with the pixels already there.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Whether shapes are anti-aliased. Off, a pixel is painted when at least half of it is covered.
    public func setShouldAntialias(_ antialias: Bool) { state.shouldAntialias = antialias }

    /// Accepted for compatibility; curves are always flattened to within 0.1 device pixel.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// How images are resampled when drawn scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}
