import Dispatch
import Foundation
import OpenCoreGraphics
import Testing

/// `CGPath` is `Sendable`; a mutable path shared between threads stays whole.
@Suite struct PathSharingTests {
    @Test func addingFromManyThreadsWhileReadingLosesNothing() {
        let path = CGMutablePath()
        let shared = path as CGPath
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in 0..<500 {
                if worker % 2 == 0 {
                    path.addRect(CGRect(x: Double(i), y: Double(worker), width: 1, height: 1))
                } else {
                    _ = shared.boundingBoxOfPath
                    _ = shared.copy()
                }
            }
        }
        var rects = 0
        path.applyWithBlock { element in
            if element.pointee.type == .closeSubpath { rects += 1 }
        }
        #expect(rects == 4 * 500, "every rectangle from every writer is there")
    }
}
