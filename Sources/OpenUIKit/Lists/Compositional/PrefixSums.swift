import Foundation

/// Running totals of a list of non-negative lengths (a Fenwick tree): changing one
/// length, reading where an element starts, and finding the element at a position all
/// take logarithmic time, so a list of 100,000 self-sizing rows stays cheap to measure
/// and to scroll.
struct PrefixSums {
    private var tree: [CGFloat]
    private(set) var values: [CGFloat]

    init(_ values: [CGFloat]) {
        self.values = values
        tree = [0] + values
        let count = values.count
        var index = 1
        while index <= count {
            let parent = index + (index & -index)
            if parent <= count { tree[parent] += tree[index] }
            index += 1
        }
    }

    var count: Int { values.count }

    /// The sum of the first `count` values.
    func sum(first count: Int) -> CGFloat {
        var index = min(count, values.count), total: CGFloat = 0
        while index > 0 {
            total += tree[index]
            index -= index & -index
        }
        return total
    }

    var total: CGFloat { sum(first: values.count) }

    /// Replaces one value.
    mutating func set(_ value: CGFloat, at position: Int) {
        let delta = value - values[position]
        guard delta != 0 else { return }
        values[position] = value
        var index = position + 1
        while index <= values.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The first element whose end (running total including it) reaches `target`;
    /// `count` when none does.
    func firstIndex(reaching target: CGFloat) -> Int {
        var position = 0, remaining = target
        var step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= values.count, tree[next] < remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
