import Foundation

/// The press state of interactive glass: how far the press has progressed and where the
/// touch is, in the same point space as the shapes.
public struct GlassInteraction: Hashable, Sendable {
    /// 0 at rest, 1 fully pressed; clamped.
    public var progress: CGFloat
    /// Where the glow starts.
    public var touchPoint: CGPoint

    public init(progress: CGFloat, touchPoint: CGPoint) {
        self.progress = progress.isFinite ? min(1, max(0, progress)) : 0
        self.touchPoint = touchPoint
    }

    /// The factor a pressed shape grows by: up to 4 % when fully pressed, none when motion
    /// is reduced (no elastic response).
    public func scale(reduceMotion: Bool) -> CGFloat {
        reduceMotion ? 1 : 1 + 0.04 * progress
    }
}
