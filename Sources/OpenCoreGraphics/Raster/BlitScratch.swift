import Foundation

/// Row-sized scratch memory a blitter reuses instead of allocating per span.
final class BlitScratch {
    private var colorStorage: UnsafeMutablePointer<UInt32>
    private var coverageStorage: UnsafeMutablePointer<UInt32>
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        colorStorage = .allocate(capacity: self.capacity)
        coverageStorage = .allocate(capacity: self.capacity)
    }

    deinit {
        colorStorage.deallocate()
        coverageStorage.deallocate()
    }

    private func reserve(_ count: Int) {
        guard count > capacity else { return }
        colorStorage.deallocate()
        coverageStorage.deallocate()
        capacity = count
        colorStorage = .allocate(capacity: count)
        coverageStorage = .allocate(capacity: count)
    }

    func colors(count: Int) -> UnsafeMutablePointer<UInt32> {
        reserve(count)
        return colorStorage
    }

    func coverage(count: Int) -> UnsafeMutablePointer<UInt32> {
        reserve(count)
        return coverageStorage
    }
}
