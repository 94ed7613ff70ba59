import Foundation
import OpenCoreText

/// The text view's part in the shared editing keys: up and down move by line (keeping to
/// the column they started in), page keys by a screenful, return starts a new line.
extension UITextView: TextEditingKeys {
    var refusesCopying: Bool { !isSelectable && !isEditable }
    var acceptsLineBreaks: Bool { true }
    var laysOutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func moveVertically(down: Bool, page: Bool, extending: Bool) {
        let caret = caretRect(for: UITextPosition(offset: editor.caret))
        let goal = verticalGoal ?? caret.midX
        var target = editor.caret
        let steps = page ? max(1, Int(bounds.height / max(1, lineHeight)) - 1) : 1
        for _ in 0..<steps { target = positionOnAdjacentLine(from: target, down: down, x: goal) }
        userSelect { editor in
            guard extending else {
                editor.setCaret(target)
                return
            }
            // The end of the selection away from the caret stays put.
            let anchor = editor.caret == editor.selection.upperBound ? editor.selection.lowerBound : editor.selection.upperBound
            editor.select(min(anchor, target)..<max(anchor, target), anchoredAtStart: target >= anchor)
        }
        verticalGoal = goal
    }

    /// The offset on the line above or below `offset` nearest to `x` (content
    /// coordinates); the text's ends past the first and last lines.
    func positionOnAdjacentLine(from offset: Int, down: Bool, x: CGFloat) -> Int {
        let caret = caretRect(for: UITextPosition(offset: offset))
        let y = down ? caret.maxY + 1 : caret.minY - 1
        guard let layout = textLayout, layout.lineCount > 0 else { return down ? editor.length : 0 }
        let last = layout.frame.lineExtent(layout.lineCount - 1)
        let top = textOrigin.y
        if y < top { return 0 }
        if y >= top + last.top + last.height { return editor.text.hasSuffix("\n") && !down ? offset : editor.length }
        return closestPosition(to: CGPoint(x: x, y: y))?.offset ?? offset
    }

    func pressReturn() {
        userEdit(editor.selection, with: "\n", typing: true)
    }

    /// Scrolls so the caret shows.
    func scrollToCaret() {
        let caret = caretRect(for: UITextPosition(offset: editor.caret))
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -textContainerInset.bottom / 2), animated: false)
    }

    /// Puts the caret view at the caret while editing with an empty selection.
    func placeCaret() {
        let showing = isFirstResponder && isEditable && editor.selection.isEmpty
        caretView.isHidden = !showing
        guard showing else {
            caretView.layer.removeAnimation(forKey: "blink")
            return
        }
        caretView.showAsCaret(at: caretRect(for: UITextPosition(offset: editor.caret)), color: tintColor ?? .systemBlue)
    }
}

/// Draws the part of a text view's text that shows, with the selection behind it.
@MainActor
final class TextViewCanvas: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        let traits = traitCollection
        // The canvas sits over the visible bounds: content coordinates less the offset.
        let shift = textView.contentOffset
        context.saveGState()
        context.translateBy(x: -shift.x, y: -shift.y)
        let selection = textView.editor.selection
        if textView.isFirstResponder, !selection.isEmpty {
            (textView.tintColor ?? .systemBlue).withAlphaComponent(0.25).resolvedColor(with: traits).setFill()
            for rect in selectionRects(selection, in: textView) { context.fill(rect) }
        }
        if let layout = textView.textLayout {
            let origin = textView.textOrigin
            layout.draw(in: CGRect(x: origin.x, y: origin.y, width: textView.textWidth, height: layout.height), top: origin.y, context: context) {
                $0.resolvedColor(with: traits).cgColor
            }
        }
        if textView.isFirstResponder, let marked = textView.editor.marked {
            // An input method's provisional text is underlined, line by line.
            let color = (textView.markedTextStyle?[.underlineColor] as? UIColor) ?? textView.textColor ?? .label
            color.resolvedColor(with: traits).setFill()
            for rect in selectionRects(marked, in: textView) { context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1)) }
        }
        context.restoreGState()
    }

    /// One rectangle per line the selection touches, in content coordinates.
    private func selectionRects(_ selection: Range<Int>, in textView: UITextView) -> [CGRect] {
        let start = textView.caretRect(for: UITextPosition(offset: selection.lowerBound))
        let end = textView.caretRect(for: UITextPosition(offset: selection.upperBound))
        let left = textView.textOrigin.x, right = textView.textOrigin.x + textView.textWidth
        guard end.minY > start.minY else { return [CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)] }
        var rects = [CGRect(x: start.minX, y: start.minY, width: right - start.minX, height: start.height)]
        if end.minY > start.maxY { rects.append(CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY)) }
        rects.append(CGRect(x: left, y: end.minY, width: end.minX - left, height: end.height))
        return rects
    }
}
