import Foundation

/// A check, for tests, that a frame's pixels do not depend on how many threads draw it.
///
/// While ``threadCounts`` holds counts (in a task-local scope), every compositor update
/// rasterizes its frame once per count from the same starting pixels, compares the bytes and
/// tells ``report`` whether they matched; then it draws as usual. Nothing is checked outside
/// such a scope.
package enum BandVerification {
    /// The thread counts to compare; empty (the default) checks nothing.
    @TaskLocal package static var threadCounts: [Int] = []
    /// Told, after each checked frame, whether every count gave the same bytes.
    @TaskLocal package static var report: (@Sendable (_ matched: Bool) -> Void)?

    /// Whether two pixel copies hold the same bytes (compared as memory: element by element
    /// is slow in unoptimized test builds).
    static func sameBytes(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }
}
