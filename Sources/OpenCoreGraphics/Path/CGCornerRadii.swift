import Foundation

/// The radius of each corner of a rectangle, named by the corner's extreme coordinates.
///
/// An OpenCoreGraphics type that UIKit's per-corner APIs build on. In UIKit's flipped
/// space `minXMinY` is the top-left corner; in a y-up CoreGraphics space it is the
/// bottom-left one.
public struct CGCornerRadii: Hashable, Sendable {
    /// The radius of the corner at minimum x and minimum y.
    public var minXMinY: CGFloat
    /// The radius of the corner at maximum x and minimum y.
    public var maxXMinY: CGFloat
    /// The radius of the corner at maximum x and maximum y.
    public var maxXMaxY: CGFloat
    /// The radius of the corner at minimum x and maximum y.
    public var minXMaxY: CGFloat

    /// Radii given corner by corner.
    public init(minXMinY: CGFloat, maxXMinY: CGFloat, maxXMaxY: CGFloat, minXMaxY: CGFloat) {
        self.minXMinY = minXMinY
        self.maxXMinY = maxXMinY
        self.maxXMaxY = maxXMaxY
        self.minXMaxY = minXMaxY
    }

    /// The same radius at all four corners.
    public init(all radius: CGFloat) {
        self.init(minXMinY: radius, maxXMinY: radius, maxXMaxY: radius, minXMaxY: radius)
    }

    /// Radii made non-negative and finite, then scaled down together (as CSS does)
    /// until the two radii on every edge fit along that edge.
    func fitted(to size: CGSize) -> CGCornerRadii {
        func clean(_ r: CGFloat) -> CGFloat { r.isFinite ? max(0, r) : 0 }
        var r = CGCornerRadii(
            minXMinY: clean(minXMinY), maxXMinY: clean(maxXMinY),
            maxXMaxY: clean(maxXMaxY), minXMaxY: clean(minXMaxY))
        let ratios = [
            size.width / (r.minXMinY + r.maxXMinY), size.width / (r.minXMaxY + r.maxXMaxY),
            size.height / (r.minXMinY + r.minXMaxY), size.height / (r.maxXMinY + r.maxXMaxY),
        ].filter { $0.isFinite }
        let scale = min(1, ratios.min() ?? 1)
        if scale < 1 {
            r = CGCornerRadii(
                minXMinY: r.minXMinY * scale, maxXMinY: r.maxXMinY * scale,
                maxXMaxY: r.maxXMaxY * scale, minXMaxY: r.minXMaxY * scale)
        }
        return r
    }
}
