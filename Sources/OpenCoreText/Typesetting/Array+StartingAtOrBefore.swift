extension Array {
    /// The index of the last element whose `start` is at or before `value`, for elements
    /// sorted by `start` (0 when none is: the first element covers what comes before it).
    func lastIndex(startingAtOrBefore value: Int, start: (Element) -> Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(self[middle]) <= value { low = middle } else { high = middle - 1 }
        }
        return Swift.max(0, low)
    }
}
