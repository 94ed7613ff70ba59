import Foundation

/// Lines laid out in a path by a framesetter.
///
/// Differs from Core Text: `CTFrameGetLines` returns `[CTLine]` rather than a `CFArray`.
public final class CTFrame: @unchecked Sendable {
    let path: CGPath
    let bounds: CGRect
    let layout: FrameLayout
    let typesetter: CTTypesetter

    init(path: CGPath, bounds: CGRect, layout: FrameLayout, typesetter: CTTypesetter) {
        self.path = path
        self.bounds = bounds
        self.layout = layout
        self.typesetter = typesetter
    }
}

/// The frame's lines, top to bottom.
public func CTFrameGetLines(_ frame: CTFrame) -> [CTLine] { frame.layout.lines.map(\.line) }

/// Copies the origins of a range of lines (length 0: to the end) into `origins`: each
/// line's baseline start relative to the path's bounding box origin, y up.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    guard let part = clamped(range, count: frame.layout.lines.count) else { return }
    for (offset, index) in part.enumerated() {
        let placed = frame.layout.lines[index]
        origins[offset] = CGPoint(x: placed.x, y: frame.bounds.height - placed.baseline)
    }
}

/// The range of the string the frame was asked to lay out (UTF-16).
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
    let lines = frame.layout.lines
    guard let first = lines.first, let last = lines.last else { return frame.typesetter.source.utf16Range(frame.layout.visibleScalars) }
    return CFRange(location: first.line.stringRange.location, length: last.line.stringRange.location + last.line.stringRange.length - first.line.stringRange.location)
}

/// The range of the string the frame's lines show (UTF-16).
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
    frame.typesetter.source.utf16Range(frame.layout.visibleScalars)
}

/// The path the frame was laid out in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// Draws the frame's lines in user space (y up, as Core Text draws), each at its origin
/// offset by the path's bounding box origin, through the context's text matrix.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let saved = context.textMatrix
    defer { context.textMatrix = saved }
    for placed in frame.layout.lines {
        var matrix = saved
        let origin = CGPoint(x: frame.bounds.minX + placed.x, y: frame.bounds.minY + frame.bounds.height - placed.baseline)
        matrix.tx = origin.x
        matrix.ty = origin.y
        context.textMatrix = matrix
        CTLineDraw(placed.line, context)
    }
}
