import Foundation

extension CGContext {
    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(currentPath, rule: rule, source: .solid(fillPixel))
        beginPath()
    }

    /// Fills the current path with the even-odd rule and clears the path.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line style, then clears the path.
    public func strokePath() {
        fill(strokeOutline(of: currentPath), rule: .winding, source: .solid(strokePixel))
        beginPath()
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fill(currentPath, rule: mode == .fill ? .winding : .evenOdd, source: .solid(fillPixel))
        case .stroke:
            fill(strokeOutline(of: currentPath), rule: .winding, source: .solid(strokePixel))
        case .fillStroke, .eoFillStroke:
            fill(currentPath, rule: mode == .fillStroke ? .winding : .evenOdd, source: .solid(fillPixel))
            fill(strokeOutline(of: currentPath), rule: .winding, source: .solid(strokePixel))
        }
        beginPath()
    }

    /// Fills a rectangle with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        fill(basePath { $0.addRect(rect, transform: state.ctm) }, rule: .winding, source: .solid(fillPixel))
    }

    /// Fills several rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) {
        fill(basePath { $0.addRects(rects, transform: state.ctm) }, rule: .winding, source: .solid(fillPixel))
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        fill(basePath { $0.addEllipse(in: rect, transform: state.ctm) }, rule: .winding, source: .solid(fillPixel))
    }

    /// Strokes a rectangle with the current line style.
    public func stroke(_ rect: CGRect) {
        fill(strokeOutline(of: basePath { $0.addRect(rect, transform: state.ctm) }), rule: .winding,
             source: .solid(strokePixel))
    }

    /// Strokes a rectangle with `width`, leaving the line width setting as it was.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.lineWidth = saved
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        fill(strokeOutline(of: basePath { $0.addEllipse(in: rect, transform: state.ctm) }), rule: .winding,
             source: .solid(strokePixel))
    }

    /// Strokes separate segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = basePath { path in
            for i in Swift.stride(from: 0, to: points.count - 1, by: 2) {
                path.move(to: points[i], transform: state.ctm)
                path.addLine(to: points[i + 1], transform: state.ctm)
            }
        }
        fill(strokeOutline(of: path), rule: .winding, source: .solid(strokePixel))
    }

    /// Makes the pixels of `rect` (within the clip) transparent.
    public func clear(_ rect: CGRect) {
        let saved = (state.blendMode, state.alpha)
        state.blendMode = .clear
        state.alpha = 1
        fill(basePath { $0.addRect(rect, transform: state.ctm) }, rule: .winding, source: .solid(0))
        (state.blendMode, state.alpha) = saved
    }

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        clip(toBasePath: currentPath, rule: rule)
        beginPath()
    }

    /// Intersects the clip with the even-odd interior of the current path.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        clip(toBasePath: basePath { $0.addRect(rect, transform: state.ctm) }, rule: .winding)
    }

    /// Intersects the clip with the union of several rectangles.
    public func clip(to rects: [CGRect]) {
        clip(toBasePath: basePath { $0.addRects(rects, transform: state.ctm) }, rule: .winding)
    }

    /// Intersects the clip with the whole pixels `rect` (user space) touches, with no soft
    /// edge: for bounding a group whose drawing lies inside `rect` anyway, which then costs
    /// only the pixels it can reach.
    package func clipToEnclosingPixels(of rect: CGRect) {
        let pixels = IntRect(enclosing: rect.applying(deviceTransform), limit: buffer.bounds) ?? .empty
        state.clipBounds = state.clipBounds.intersection(pixels)
    }

    /// The bounds of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        let bounds = state.clipBounds
        let device = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        return device.applying(deviceTransform.inverted())
    }

    // MARK: - Shared machinery

    var fillPixel: UInt32 { state.fillColor.premultipliedPixel(alpha: state.alpha) }
    var strokePixel: UInt32 { state.strokeColor.premultipliedPixel(alpha: state.alpha) }

    /// A path in base space, built by `build`.
    func basePath(_ build: (CGMutablePath) -> Void) -> CGMutablePath {
        let path = CGMutablePath()
        build(path)
        return path
    }

    /// Rasterizes a base-space path and composites `source` through its coverage.
    func fill(_ basePath: CGPath, rule: CGPathFillRule, source: Blitter.Source) {
        guard !state.clipBounds.isEmpty, !basePath.isEmpty else { return }
        rasterizer.reset(clip: state.clipBounds)
        rasterizer.add(basePath, transform: baseToDevice)
        composite(source, rule: rule)
    }

    /// Composites `source` through whatever shape the rasterizer holds.
    func composite(_ source: Blitter.Source, rule: CGPathFillRule) {
        let blitter = Blitter(
            buffer: buffer, source: source, mode: state.blendMode, clipMask: state.clipMask, clipRect: state.clipRect,
            antialias: state.shouldAntialias, scratch: scratch)
        rasterizer.sweep(rule: rule) { y, spans in blitter.blitRow(y: y, spans: spans) }
    }

    /// The stroke of a base-space path with the current line style, in base space.
    ///
    /// The pen lives in user space, so the path is taken back there, stroked, and brought
    /// forward again: a scaled CTM scales the line width too.
    func strokeOutline(of basePath: CGPath) -> CGPath {
        let ctm = state.ctm
        let scale = max(ctm.maximumScale, 1e-6)
        let tolerance = 0.05 / scale
        var polylines = basePath.polylines(transform: ctm.inverted(), tolerance: tolerance)
        if !state.dashLengths.isEmpty {
            polylines = PathDasher(phase: state.dashPhase, lengths: state.dashLengths).dash(polylines)
        }
        let stroker = PathStroker(
            width: state.lineWidth, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit,
            tolerance: tolerance)
        let outline = stroker.stroke(polylines)
        return CGPath(segments: outline.segments.map { $0.applying(ctm) })
    }

    private func clip(toBasePath path: CGPath, rule: CGPathFillRule) {
        let devicePath = path.copy(using: [baseToDevice]) ?? path
        if let rect = devicePath.rectangle, !rect.isNull, [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) {
            let pixels = IntRect(enclosing: rect, limit: buffer.bounds) ?? .empty
            state.clipBounds = state.clipBounds.intersection(pixels)
            if let current = state.clipRect {
                state.clipRect = RectClip(current.rect.intersection(rect))
                return
            }
            if Self.isWholePixels(rect) { return }
            if state.clipMask == nil {
                // A rectangle with fractional edges stays a rectangle: no mask to build or read.
                state.clipRect = RectClip(rect)
                return
            }
        }
        let bounds = IntRect(enclosing: devicePath.boundingBox, limit: buffer.bounds) ?? .empty
        state.clipBounds = state.clipBounds.intersection(bounds)
        guard !state.clipBounds.isEmpty else { return }
        if let clipRect = state.clipRect {
            // A shaped clip inside a fractional rectangle: the rectangle becomes a mask first.
            state.clipRect = nil
            rasterizer.reset(clip: state.clipBounds)
            rasterizer.add(CGPath(rect: clipRect.rect, transform: nil), transform: .identity)
            state.clipMask = ClipMask.intersecting(nil, bounds: state.clipBounds, rule: .winding, rasterizer: &rasterizer)
        }
        rasterizer.reset(clip: state.clipBounds)
        rasterizer.add(devicePath, transform: .identity)
        state.clipMask = ClipMask.intersecting(state.clipMask, bounds: state.clipBounds, rule: rule, rasterizer: &rasterizer)
    }

    private static func isWholePixels(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0.isFinite && $0 == $0.rounded() }
    }
}
