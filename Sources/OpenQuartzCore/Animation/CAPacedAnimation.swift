import Foundation

/// A basic animation whose progress at each moment comes from a function of the time
/// since it began (0 at the start, 1 at the new value; `nil` once it has ended): how
/// SwiftUI's timing curves and springs drive layer animations.
@MainActor
package final class CAPacedAnimation: CABasicAnimation {
    /// Progress after a number of seconds.
    package var pacing: (@Sendable (CFTimeInterval) -> Double?)?

    override func passProgress(elapsed: CFTimeInterval) -> CGFloat {
        guard let pacing else { return super.passProgress(elapsed: elapsed) }
        guard let progress = pacing(max(0, elapsed)) else { return 1 }
        return progress.isFinite ? CGFloat(progress) : 1
    }
}
