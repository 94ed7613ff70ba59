import Foundation

extension CGImage {
    /// The image shrunk so its longer side is at most `maximumPixelSize`, averaging the
    /// pixels it drops; the image itself when it is small enough.
    func scaledToFit(maximumPixelSize: Int) -> CGImage? {
        let longer = max(width, height)
        guard longer > maximumPixelSize, maximumPixelSize > 0 else { return self }
        let factor = CGFloat(maximumPixelSize) / CGFloat(longer)
        let w = max(1, Int((CGFloat(width) * factor).rounded())), h = max(1, Int((CGFloat(height) * factor).rounded()))
        guard let context = try? CGContext.bitmap(width: w, height: h) else { return nil }
        context.interpolationQuality = .high
        context.draw(self, in: CGRect(x: 0, y: 0, width: w, height: h))
        return context.makeImage()
    }
}
