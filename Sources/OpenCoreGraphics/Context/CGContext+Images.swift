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
        let shader = ImageShader(image: image, imageFromDevice: imageFromDevice, quality: state.interpolationQuality)
        rasterizer.reset(clip: state.clipBounds)
        rasterizer.add(basePath { $0.addRect(r, transform: state.ctm) }, transform: baseToDevice)
        composite(.shader(shader, alpha: alphaByte), rule: .winding)
    }
}
