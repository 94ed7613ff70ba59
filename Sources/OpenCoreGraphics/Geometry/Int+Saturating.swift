import Foundation

extension Int {
    /// The largest magnitude a pixel coordinate converted from floating point may have:
    /// far beyond any bitmap (`CGImage.maximumDimension` is 32,768), small enough that sums
    /// and products of a few such values never overflow.
    package static let pixelCoordinateLimit = 1 << 40

    /// `value` rounded toward zero and clamped to ±``pixelCoordinateLimit`` (not-a-number
    /// gives 0): a conversion from a coordinate that cannot trap, whatever the geometry.
    package init(saturating value: CGFloat) {
        let limit = CGFloat(Int.pixelCoordinateLimit)
        guard value.isFinite else {
            self = value.isNaN ? 0 : (value > 0 ? Int.pixelCoordinateLimit : -Int.pixelCoordinateLimit)
            return
        }
        self = Int(Swift.min(limit, Swift.max(-limit, value)))
    }
}
