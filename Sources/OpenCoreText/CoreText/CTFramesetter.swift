import Foundation

/// Lays an attributed string out in frames: lines broken to a frame's width, paragraph by
/// paragraph, with each paragraph's style (alignment, indents, line and paragraph
/// spacing, line heights, line break mode).
///
/// ```swift
/// let framesetter = CTFramesetterCreateWithAttributedString(text)
/// let size = CTFramesetterSuggestFrameSizeWithConstraints(
///     framesetter, CFRange(), nil, CGSize(width: 300, height: .greatestFiniteMagnitude), nil)
/// let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: bounds, transform: nil), nil)
/// CTFrameDraw(frame, context)
/// ```
public final class CTFramesetter: @unchecked Sendable {
    let typesetter: CTTypesetter

    init(typesetter: CTTypesetter) {
        self.typesetter = typesetter
    }
}

/// A framesetter for an attributed string.
public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter {
    CTFramesetter(typesetter: CTTypesetter(string))
}

/// The typesetter the framesetter breaks lines with.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter { framesetter.typesetter }

/// A frame of the string's `stringRange` (length 0: to the end) laid out in `path`'s
/// bounding box, from its top; lines that would pass its bottom are left out.
///
/// Differs from Core Text: a path that is not a rectangle is filled as its bounding box.
/// `frameAttributes` are not read (lines progress top to bottom, as by default).
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: [String: Any]?
) -> CTFrame {
    let bounds = path.boundingBoxOfPath
    let box = bounds.isNull || !bounds.width.isFinite || !bounds.height.isFinite ? .zero : bounds
    let laid = FrameLayout(framesetter.typesetter, range: framesetter.typesetter.scalarRange(stringRange), width: box.width, height: box.height)
    return CTFrame(path: path, bounds: box, layout: laid, typesetter: framesetter.typesetter)
}

/// The size the string's `stringRange` takes laid out within `constraints` (use
/// `.greatestFiniteMagnitude` for an unbounded side), and in `fitRange` the range that fits.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: [String: Any]?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let typesetter = framesetter.typesetter
    let laid = FrameLayout(typesetter, range: typesetter.scalarRange(stringRange), width: constraints.width, height: constraints.height)
    fitRange?.pointee = typesetter.source.utf16Range(laid.visibleScalars)
    return laid.usedSize
}
