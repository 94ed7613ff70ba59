import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// Scripted multi-touch for tests: several fingers at once, each its own `UITouch`, on the
/// path a touchscreen's fingers take (gesture recognizers such as pinch and rotation see
/// every finger; a view sees its first unless `isMultipleTouchEnabled`).
///
/// ```swift
/// window.fingersDown([CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
/// window.fingersMove(to: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)])
/// window.fingersUp()
/// #expect(zoomed.transform.a == 2)
/// ```
@MainActor
extension UIWindow {
    /// Fingers go down at `points` (window coordinates), one after another; finger `n`
    /// is the `n`th point.
    public func fingersDown(_ points: [CGPoint]) {
        for (index, point) in points.enumerated() { injectTouch(Self.testFinger(index), .began, at: point) }
    }

    /// The fingers move to `points` in `steps` moves, each finger moving in turn; with an
    /// `interval`, the test clock advances that many seconds before each move (so
    /// recognizers see speeds).
    public func fingersMove(to points: [CGPoint], steps: Int = 8, interval: TimeInterval = 0) {
        let starts = points.indices.map { fingerLocation($0) ?? points[$0] }
        let count = max(1, steps)
        for step in 1...count {
            if interval > 0 { TestClock.advance(by: interval) }
            let t = CGFloat(step) / CGFloat(count)
            for (index, end) in points.enumerated() {
                let start = starts[index]
                injectTouch(Self.testFinger(index), .moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            }
        }
    }

    /// Every finger lifts where it is, the first first.
    public func fingersUp() {
        for index in 0..<Self.testFingerCount { liftFinger(index) }
    }

    /// Finger `index` lifts where it is; the others stay down.
    public func liftFinger(_ index: Int) {
        guard let point = fingerLocation(index) else { return }
        injectTouch(Self.testFinger(index), .ended, at: point)
    }

    /// The fingers a test can put down: two hands' worth.
    private static let testFingerCount = 10

    private static func testFinger(_ index: Int) -> Int { 1_000 + index }

    private func fingerLocation(_ index: Int) -> CGPoint? {
        activeTouchLocation(Self.testFinger(index))
    }
}
