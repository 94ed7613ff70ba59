import Foundation

/// A rectangle of whole pixels, `minX..<maxX` by `minY..<maxY`.
struct IntRect: Equatable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    static let empty = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }

    func intersection(_ other: IntRect) -> IntRect {
        let r = IntRect(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return r.isEmpty ? .empty : r
    }

    /// The pixels a rectangle touches, or `nil` when it is not finite.
    init?(enclosing rect: CGRect, limit: IntRect) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return nil
        }
        func clamp(_ v: CGFloat, _ lo: Int, _ hi: Int) -> Int { Int(min(CGFloat(hi), max(CGFloat(lo), v))) }
        self.init(
            minX: clamp(rect.minX.rounded(.down), limit.minX, limit.maxX),
            minY: clamp(rect.minY.rounded(.down), limit.minY, limit.maxY),
            maxX: clamp(rect.maxX.rounded(.up), limit.minX, limit.maxX),
            maxY: clamp(rect.maxY.rounded(.up), limit.minY, limit.maxY))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}
