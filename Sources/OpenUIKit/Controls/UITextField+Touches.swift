import Foundation

extension UITextField {
    /// Starts editing if needed and places the caret, or selects a word (two taps) or
    /// everything (three); a touch on the clear button waits for its release.
    func touchBegan(_ touch: UITouch) {
        let point = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) { return }
        if !isFirstResponder { becomeFirstResponder() }
        guard isFirstResponder, let position = closestPosition(to: point) else { return }
        dragAnchor = position.offset
        userSelect { editor in
            switch touch.tapCount {
            case 2: editor.select(editor.wordRange(at: position.offset))
            case 3...: editor.select(editor.paragraphRange(at: position.offset))
            default: editor.setCaret(position.offset)
            }
        }
    }

    /// Extends the selection from the caret the touch placed to the point under it.
    func touchMoved(_ touch: UITouch) {
        guard isFirstResponder, touch.tapCount <= 1, let position = closestPosition(to: touch.location(in: self)) else { return }
        let anchor = dragAnchor
        userSelect { editor in
            editor.select(min(anchor, position.offset)..<max(anchor, position.offset), anchoredAtStart: position.offset >= anchor)
        }
    }

    /// A release on the clear button empties the field (if the delegate agrees).
    func touchEnded(_ touch: UITouch) {
        let point = touch.location(in: self)
        guard showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point),
            delegate?.textFieldShouldClear(self) ?? true
        else { return }
        if !isFirstResponder { becomeFirstResponder() }
        userEdit(0..<editor.length, with: "")
    }
}
