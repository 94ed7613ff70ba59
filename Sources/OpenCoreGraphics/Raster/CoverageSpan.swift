/// A run of pixels on one row that share one coverage value.
struct CoverageSpan: Equatable {
    var x: Int32
    var count: Int32
    /// 0 (uncovered) ... 255 (fully covered).
    var coverage: UInt32
}
