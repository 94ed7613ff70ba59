import Foundation

/// A paragraph style applied to one paragraph in a frame: the width lines break to, where
/// they start, and how tall they are.
struct ParagraphMetrics {
    let style: NSParagraphStyle
    let frameWidth: CGFloat
    let isRightToLeft: Bool
    let alignment: NSTextAlignment

    /// The paragraph's direction is its resolved base level: from its style, else its first
    /// strong character, else the typesetter's natural direction (the view's). `.natural`
    /// alignment follows it, or `naturalRightToLeft` where given (UIKit's rule).
    init(_ style: NSParagraphStyle, paragraph: ParagraphAnalysis, frameWidth: CGFloat, naturalRightToLeft: Bool?) {
        self.style = style
        self.frameWidth = frameWidth
        isRightToLeft = paragraph.baseLevel == 1
        alignment = switch style.alignment {
        case .natural: naturalRightToLeft ?? isRightToLeft ? .right : .left
        default: style.alignment
        }
    }

    var justifies: Bool { alignment == .justified }
    var spacingBefore: CGFloat { style.paragraphSpacingBefore }

    /// The indent from the leading margin and the width lines break to.
    func available(firstLine: Bool) -> CGFloat {
        max(0, lineLimit - headIndent(firstLine: firstLine))
    }

    func headIndent(firstLine: Bool) -> CGFloat { firstLine ? style.firstLineHeadIndent : style.headIndent }

    /// Where lines end, from the leading margin.
    private var lineLimit: CGFloat {
        let tail = style.tailIndent
        return tail > 0 ? min(tail, frameWidth) : frameWidth + tail
    }

    /// The line's x from the frame's left, by alignment, in the paragraph's direction.
    func x(of line: CTLine, firstLine: Bool, lastOfParagraph: Bool) -> CGFloat {
        let indent = headIndent(firstLine: firstLine)
        let room = available(firstLine: firstLine)
        guard FrameLayout.bounded(frameWidth) else { return isRightToLeft ? 0 : indent }
        let slack = room - line.visibleWidth
        let fromLeading: CGFloat = switch alignment {
        case .center: slack / 2
        case .right: isRightToLeft ? 0 : slack
        case .left: isRightToLeft ? slack : 0
        default: 0
        }
        // Right-to-left paragraphs measure indents from the right margin.
        return isRightToLeft ? frameWidth - indent - room + (room - line.visibleWidth - fromLeading) : indent + fromLeading
    }

    /// The line's height: the fonts' ascent, descent and leading, scaled by the multiple,
    /// within the minimum and maximum.
    func height(of line: CTLine) -> CGFloat {
        var height = line.ascent + line.descent + line.leading
        if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }

    /// The leading sits below the descent, so extra height from the style goes above the text.
    func leadingBelow(_ line: CTLine) -> CGFloat { line.leading }
}
