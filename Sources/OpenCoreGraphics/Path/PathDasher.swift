import Foundation

/// Cuts polylines into the "on" pieces of a dash pattern.
struct PathDasher {
    /// The most dashes one call produces; the rest of the path is left out, so a
    /// microscopic pattern on a long path cannot hang the caller.
    static let maximumDashes = 100_000

    var phase: CGFloat
    var lengths: [CGFloat]

    /// A pattern that dashes at all: finite, non-negative lengths with a positive sum.
    var isValid: Bool {
        !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.reduce(0, +) > 1e-6
            && phase.isFinite
    }

    func dash(_ polylines: [(points: [CGPoint], closed: Bool)]) -> [(points: [CGPoint], closed: Bool)] {
        guard isValid else { return polylines }
        var pieces: [(points: [CGPoint], closed: Bool)] = []
        let total = lengths.reduce(0, +)
        for polyline in polylines {
            var points = polyline.points
            if polyline.closed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Every subpath starts over at the phase.
            var index = 0
            var remaining = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
            for i in 0..<(points.count - 1) {
                var a = points[i]
                let b = points[i + 1]
                var segmentLeft = a.distance(to: b)
                while segmentLeft > 0 {
                    if pieces.count >= Self.maximumDashes { return pieces }
                    let step = min(segmentLeft, remaining)
                    let next = a.lerp(to: b, step / segmentLeft)
                    if index % 2 == 0 { current.append(next) }
                    segmentLeft -= step
                    remaining -= step
                    a = next
                    if remaining <= 0 {
                        if index % 2 == 0, current.count > 1 { pieces.append((current, false)) }
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        current = index % 2 == 0 ? [a] : []
                    }
                }
            }
            if current.count > 1 { pieces.append((current, false)) }
        }
        return pieces
    }
}
