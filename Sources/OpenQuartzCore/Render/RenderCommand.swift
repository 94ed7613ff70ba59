import Foundation

/// One step of a frame's display list, in the user space of the moment it was recorded.
///
/// Everything a command holds is immutable and sendable (paths, colours and images never
/// change once made), so any thread may replay it.
enum RenderCommand: Sendable {
    case saveGState
    case restoreGState
    case concatenate(CGAffineTransform)
    case clip(CGPath)
    case clipToEnclosingPixels(CGRect)
    case setAlpha(CGFloat)
    case setBlendMode(CGBlendMode)
    case beginTransparencyLayer
    case endTransparencyLayer
    /// Draws: what it can touch, in device rows, lets bands elsewhere skip it.
    case clear(CGRect, rows: Range<Int>)
    case fill(CGPath, CGColor, CGPathFillRule, rows: Range<Int>)
    case image(CGImage, CGRect, ImageSampling, rows: Range<Int>)
    /// Runs the backdrop recorded at this index of the list's backdrops, over the whole frame
    /// as the commands before it left it.
    case backdrop(Int)

    /// The device rows a drawing command can touch; `nil` for state, which every band keeps.
    var rows: Range<Int>? {
        switch self {
        case .clear(_, let rows), .fill(_, _, _, let rows), .image(_, _, _, let rows): return rows
        default: return nil
        }
    }
}
