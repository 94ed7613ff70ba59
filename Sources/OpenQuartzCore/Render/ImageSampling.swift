import Foundation
import OpenCoreGraphics

/// How a layer's image is sampled when drawn: its filter and whether its edges are smoothed.
struct ImageSampling: Equatable, Sendable {
    var quality: CGInterpolationQuality = .default
    var antialiased = true

    static let standard = ImageSampling()
}

extension CGContext {
    /// Draws `image` upright into `rect` of a y-down space with a sampling.
    func drawFlipped(_ image: CGImage, in rect: CGRect, sampling: ImageSampling) {
        guard sampling != .standard else { return drawFlipped(image, in: rect) }
        saveGState()
        interpolationQuality = sampling.quality
        setShouldAntialias(sampling.antialiased)
        drawFlipped(image, in: rect)
        restoreGState()
    }
}
