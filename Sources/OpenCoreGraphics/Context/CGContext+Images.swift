import Foundation

extension CGContext {
    /// Draws `image` scaled to fill `rect`, upright in user space (its top row at `rect.maxY`).
    ///
    /// Resampling follows ``interpolationQuality``; edges are anti-aliased.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite
        else { return }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let imageFromUser = CGAffineTransform(
            a: w / r.width, b: 0, c: 0, d: -h / r.height, tx: -r.minX * w / r.width, ty: r.maxY * h / r.height)
        let imageFromDevice = deviceTransform.inverted().concatenating(imageFromUser)
        var area = IntRect(minX: 0, minY: 0, maxX: image.width, maxY: image.height)
        if state.blendMode == .normal {
            // Transparent pixels change nothing: draw only around the visible ones.
            guard let visible = image.visibleArea else { return }
            area = visible
        }
        if copyPixelAligned(image, area: area, imageFromDevice: imageFromDevice) { return }
        let drawn = Self.rect(r, covering: area, of: image, imageFromDevice: imageFromDevice)
        let shader = ImageShader(image: image, imageFromDevice: imageFromDevice, quality: state.interpolationQuality)
        rasterizer.reset(clip: state.clipBounds)
        rasterizer.add(basePath { $0.addRect(drawn, transform: state.ctm) }, transform: baseToDevice)
        composite(.shader(shader, alpha: alphaByte), rule: .winding)
    }
}

extension CGContext {
    /// Draws an image that lands pixel for pixel on the device grid (a whole-pixel
    /// translation, normal blending, full alpha, no shaped clip) by copying rows: what
    /// layer contents at the display scale always are. Returns false when it does not apply.
    private func copyPixelAligned(_ image: CGImage, area: IntRect, imageFromDevice m: CGAffineTransform) -> Bool {
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard abs(m.a - 1) < 1e-9, abs(m.d - 1) < 1e-9, abs(m.b) < 1e-9, abs(m.c) < 1e-9, whole(m.tx), whole(m.ty),
              state.blendMode == .normal, alphaByte == 255, !state.clipBounds.isEmpty
        else { return false }
        let shiftX = Int(saturating: m.tx.rounded()), shiftY = Int(saturating: m.ty.rounded())
        let destination = IntRect(minX: area.minX - shiftX, minY: area.minY - shiftY, maxX: area.maxX - shiftX, maxY: area.maxY - shiftY)
        guard state.clipIsWholePixels(over: destination) else { return false }
        let clip = state.clipBounds
        let minX = max(clip.minX, area.minX - shiftX), maxX = min(clip.maxX, area.maxX - shiftX)
        let minY = max(clip.minY, area.minY - shiftY), maxY = min(clip.maxY, area.maxY - shiftY)
        guard minX < maxX, minY < maxY else { return true }
        let opaque = image.isOpaque
        image.pixels.withUnsafeBufferPointer { source in
            for y in minY..<maxY {
                let from = source.baseAddress! + (y + shiftY) * image.width + (minX + shiftX)
                let to = buffer.row(y) + minX
                if opaque {
                    to.update(from: from, count: maxX - minX)
                    continue
                }
                for x in 0..<(maxX - minX) {
                    let s = from[x]
                    let alpha = s >> 24
                    if alpha == 255 { to[x] = s } else if alpha != 0 { to[x] = Pixel.sourceOver(s, to[x]) }
                }
            }
        }
        return true
    }

    /// The part of `rect` (where the whole image is drawn) that can reach device pixels
    /// sampling `area` of the image: the area widened by the resampling filter's reach in
    /// image pixels (half a device pixel's footprint plus the bilinear neighbour). All of
    /// `rect` when the image is rotated or skewed.
    static func rect(_ rect: CGRect, covering area: IntRect, of image: CGImage, imageFromDevice m: CGAffineTransform) -> CGRect {
        guard abs(m.b) < 1e-9, abs(m.c) < 1e-9, area != IntRect(minX: 0, minY: 0, maxX: image.width, maxY: image.height) else {
            return rect
        }
        let footprint = max(abs(m.a), abs(m.d))
        guard footprint.isFinite else { return rect }
        let margin = Int(saturating: (footprint / 2 + 2).rounded(.up))
        let minX = max(0, area.minX - margin), maxX = min(image.width, area.maxX + margin)
        let minY = max(0, area.minY - margin), maxY = min(image.height, area.maxY + margin)
        let perColumn = rect.width / CGFloat(image.width), perRow = rect.height / CGFloat(image.height)
        // The image's top row lies at the rectangle's maxY.
        return CGRect(
            x: rect.minX + CGFloat(minX) * perColumn, y: rect.maxY - CGFloat(maxY) * perRow,
            width: CGFloat(maxX - minX) * perColumn, height: CGFloat(maxY - minY) * perRow)
    }
}
