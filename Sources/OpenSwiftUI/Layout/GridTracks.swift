import Foundation

/// A grid's tracks (columns of a vertical grid, rows of a horizontal one) resolved for a
/// length: fixed items take their size, then each flexible or adaptive item in turn takes
/// an even share of what is left (an adaptive one as many tracks of at least its minimum
/// as fit).
struct GridTracks: Equatable {
    struct Track: Equatable {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?

        static func == (lhs: Track, rhs: Track) -> Bool { lhs.offset == rhs.offset && lhs.length == rhs.length }
    }

    var tracks: [Track] = []
    var count: Int { tracks.count }

    /// Adaptive items never make more tracks than this, whatever their minimum.
    static let maximumTracks = 1_000

    init(items: [GridItem], length: CGFloat?, defaultSpacing: CGFloat = 8) {
        guard !items.isEmpty else { return }
        let available = length.flatMap { $0.isFinite ? max(0, $0) : nil }
        let spacings = items.map { Self.clean($0.spacing) ?? defaultSpacing }
        let limits = items.map(Self.limits)
        var left = (available ?? 0) - items.indices.dropLast().reduce(0) { $0 + spacings[$1] }
        for item in items { if case .fixed(let size) = item.size { left -= Self.clean(size) ?? 0 } }
        let sharing = items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        let shares = available == nil
            ? Dictionary(uniqueKeysWithValues: sharing.map { ($0, limits[$0].minimum) })
            : Self.share(max(0, left), among: sharing, limits: limits)
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let spacing = spacings[index]
            switch item.size {
            case .fixed(let size):
                tracks.append(Track(offset: offset, length: Self.clean(size) ?? 0, alignment: item.alignment))
            case .flexible:
                tracks.append(Track(offset: offset, length: shares[index] ?? 0, alignment: item.alignment))
            case .adaptive(_, let maximum):
                let share = shares[index] ?? 0, (low, high) = Self.bounds(limits[index].minimum, maximum)
                let fitting = Int(min(Double(Self.maximumTracks), max(1, ((share + spacing) / (low + spacing)).rounded(.down))))
                let size = min(max((share - spacing * CGFloat(fitting - 1)) / CGFloat(fitting), low), high)
                for copy in 0..<fitting {
                    if copy > 0 { offset += size + spacing }
                    tracks.append(Track(offset: offset, length: size, alignment: item.alignment))
                }
            }
            offset = (tracks.last.map { $0.offset + $0.length } ?? 0) + spacing
        }
    }

    /// Splits `space` evenly among the sharing items, except that an item whose maximum
    /// is below its even share takes its maximum and one whose minimum is above takes its
    /// minimum, the rest sharing what remains.
    private static func share(_ space: CGFloat, among sharing: [Int], limits: [(minimum: CGFloat, maximum: CGFloat)]) -> [Int: CGFloat] {
        var shares: [Int: CGFloat] = [:]
        var open = sharing, left = space
        while !open.isEmpty {
            let even = max(0, left) / CGFloat(open.count)
            let capped = open.filter { limits[$0].maximum < even }
            let raised = capped.isEmpty ? open.filter { limits[$0].minimum > even } : []
            let settled = capped.isEmpty ? raised : capped
            guard !settled.isEmpty else {
                for index in open { shares[index] = even }
                break
            }
            for index in settled {
                let size = capped.isEmpty ? limits[index].minimum : limits[index].maximum
                shares[index] = size
                left -= size
            }
            open.removeAll { settled.contains($0) }
        }
        return shares
    }

    /// An item's usable bounds for sharing space: finite, non-negative, the maximum at
    /// least the minimum; an adaptive item's minimum is at least 1 point.
    private static func limits(_ item: GridItem) -> (minimum: CGFloat, maximum: CGFloat) {
        switch item.size {
        case .fixed(let size): let length = clean(size) ?? 0; return (length, length)
        case .flexible(let minimum, let maximum): return bounds(minimum, maximum)
        // An adaptive item's share is cut into tracks; its maximum bounds each track.
        case .adaptive(let minimum, _): return (max(1, clean(minimum) ?? 1), .infinity)
        }
    }

    /// The tracks' extent, first to last.
    var extent: CGFloat { tracks.last.map { $0.offset + $0.length } ?? 0 }

    private static func clean(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite else { return nil }
        return max(0, value)
    }

    /// A minimum and maximum made usable: finite, non-negative, the maximum at least the minimum.
    private static func bounds(_ minimum: CGFloat, _ maximum: CGFloat) -> (CGFloat, CGFloat) {
        let low = clean(minimum) ?? 0
        let high = maximum.isNaN ? CGFloat.infinity : max(low, maximum)
        return (low, high)
    }
}
