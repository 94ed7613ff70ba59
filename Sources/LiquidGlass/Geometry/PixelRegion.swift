import Foundation

/// A rectangle of whole device pixels, `x..<x+width` by `y..<y+height`.
struct PixelRegion: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var count: Int { max(0, width) * max(0, height) }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The pixels a finite rectangle touches; `nil` for non-finite or absurd geometry.
    init?(enclosing rect: CGRect) {
        let limit: CGFloat = 16_777_216
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              abs(rect.minX) < limit, abs(rect.minY) < limit, abs(rect.maxX) < limit, abs(rect.maxY) < limit
        else { return nil }
        self.init(minX: Int(rect.minX.rounded(.down)), minY: Int(rect.minY.rounded(.down)),
                  maxX: Int(rect.maxX.rounded(.up)), maxY: Int(rect.maxY.rounded(.up)))
    }

    func insetBy(_ d: Int) -> PixelRegion { PixelRegion(minX: x + d, minY: y + d, maxX: maxX - d, maxY: maxY - d) }

    func intersection(_ other: PixelRegion) -> PixelRegion {
        PixelRegion(minX: max(x, other.x), minY: max(y, other.y), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    func union(_ other: PixelRegion) -> PixelRegion {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRegion(minX: min(x, other.x), minY: min(y, other.y), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}
