import Foundation

/// Marked text is underlined while an input method composes it.
extension UITextField {
    /// Underlines the marked text, in the text's colour.
    func drawMarkedTextUnderline(in context: CGContext) {
        guard isEditing, let marked = editor.marked else { return }
        let start = caretX(for: marked.lowerBound), end = caretX(for: marked.upperBound)
        let caret = caretRect(for: UITextPosition(offset: marked.lowerBound))
        let color = (markedTextStyle?[.underlineColor] as? UIColor) ?? textColor ?? .label
        color.resolvedColor(with: traitCollection).setFill()
        context.fill(CGRect(x: min(start, end), y: caret.maxY - 1, width: abs(end - start), height: 1))
    }
}
