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
        if copyPixelAligned(image, imageFromDevice: imageFromDevice) { return }
        let shader = ImageShader(image: image, imageFromDevice: imageFromDevice, quality: state.interpolationQuality)
        rasterizer.reset(clip: state.clipBounds)
        rasterizer.add(basePath { $0.addRect(r, transform: state.ctm) }, transform: baseToDevice)
        composite(.shader(shader, alpha: alphaByte), rule: .winding)
    }
}

extension CGContext {
    /// Draws an image that lands pixel for pixel on the device grid (a whole-pixel
    /// translation, normal blending, full alpha, no shaped clip) by copying rows: what
    /// layer contents at the display scale always are. Returns false when it does not apply.
    private func copyPixelAligned(_ image: CGImage, imageFromDevice m: CGAffineTransform) -> Bool {
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard abs(m.a - 1) < 1e-9, abs(m.d - 1) < 1e-9, abs(m.b) < 1e-9, abs(m.c) < 1e-9, whole(m.tx), whole(m.ty),
              state.blendMode == .normal, state.clipMask == nil, alphaByte == 255, !state.clipBounds.isEmpty
        else { return false }
        let shiftX = Int(m.tx.rounded()), shiftY = Int(m.ty.rounded())
        let clip = state.clipBounds
        let minX = max(clip.minX, -shiftX), maxX = min(clip.maxX, image.width - shiftX)
        let minY = max(clip.minY, -shiftY), maxY = min(clip.maxY, image.height - shiftY)
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
}
