import Foundation

/// The press state of interactive glass: how far the press has progressed and where the
/// touch is, in the same point space as the shapes.
public struct GlassInteraction: Hashable, Sendable {
    /// 0 at rest, 1 fully pressed; up to 1.25 while a springy response overshoots;
    /// clamped to 0…1.25.
    public var progress: CGFloat
    /// Where the glow starts.
    public var touchPoint: CGPoint

    /// A press at `touchPoint`; `progress` is clamped to 0…1.25 (springs overshoot), and
    /// not-a-number means no press.
    public init(progress: CGFloat, touchPoint: CGPoint) {
        self.progress = progress.isFinite ? min(1.25, max(0, progress)) : 0
        self.touchPoint = touchPoint
    }

    /// The factor a pressed shape grows by: 4 % when fully pressed (a little more at a
    /// spring's overshoot), none when motion is reduced (no elastic response).
    public func scale(reduceMotion: Bool) -> CGFloat {
        reduceMotion ? 1 : 1 + 0.04 * progress
    }
}
