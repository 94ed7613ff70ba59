import Foundation

extension UITextField {
    /// Draws the border, the selection, the text (or placeholder) and the clear button.
    func drawContents() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let traits = traitCollection
        drawBorder(in: context, traits: traits)
        let textArea = editingRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: textArea)
        if isEditing, !editor.selection.isEmpty {
            let start = caretX(for: editor.selection.lowerBound), end = caretX(for: editor.selection.upperBound)
            let caret = caretRect(for: UITextPosition(offset: editor.caret))
            (tintColor ?? .systemBlue).withAlphaComponent(0.25).resolvedColor(with: traits).setFill()
            context.fill(CGRect(x: min(start, end), y: caret.minY, width: abs(end - start), height: caret.height))
        }
        if editor.text.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawText(in: textArea)
            drawMarkedTextUnderline(in: context)
        }
        context.restoreGState()
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds), context: context, traits: traits) }
    }

    /// Draws the text in its rectangle, centred vertically and scrolled to the caret.
    func drawScrolledText(in rect: CGRect) {
        guard let layout = textLayout, let context = UIGraphicsGetCurrentContext() else { return }
        let traits = traitCollection
        let dimmed = !isEnabled
        layout.draw(in: rect, top: rect.midY - layout.height / 2, origin: lineStartX(in: rect) - scrollOffset, context: context) { color in
            (dimmed ? color.withAlphaComponent(color.alphaComponent * 0.5) : color).resolvedColor(with: traits).cgColor
        }
    }

    /// Draws the placeholder in `.placeholderText` (or its own attributes).
    func drawPlaceholderText(in rect: CGRect) {
        let string = attributedPlaceholder ?? placeholder.map {
            NSAttributedString(string: $0, attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: UIColor.placeholderText])
        }
        guard let string, let context = UIGraphicsGetCurrentContext(),
            let layout = TextLayout(
                string, font: font ?? .systemFont(ofSize: 17), color: .placeholderText, width: rect.width, maximumLines: 1,
                mode: .byTruncatingTail, alignment: textAlignment, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        else { return }
        let traits = traitCollection
        layout.draw(in: rect, top: rect.midY - layout.height / 2, context: context) { $0.resolvedColor(with: traits).cgColor }
    }

    private func drawBorder(in context: CGContext, traits: UITraitCollection) {
        switch borderStyle {
        case .none:
            return
        case .line:
            UIColor.label.resolvedColor(with: traits).setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor.systemBackground.resolvedColor(with: traits).setFill()
            UIBezierPath(rect: bounds).fill()
            UIColor.systemGray.resolvedColor(with: traits).setStroke()
            let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .roundedRect:
            let shape = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor.systemBackground.resolvedColor(with: traits).setFill()
            shape.fill()
            UIColor.systemGray4.resolvedColor(with: traits).setStroke()
            shape.lineWidth = 0.5
            shape.stroke()
        }
    }

    /// iOS's clear button: a grey disc with a white cross.
    private func drawClearButton(in rect: CGRect, context: CGContext, traits: UITraitCollection) {
        UIColor.systemGray3.resolvedColor(with: traits).setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1)).fill()
        let cross = UIBezierPath()
        let inset = rect.width * 0.34
        cross.move(to: CGPoint(x: rect.minX + inset, y: rect.minY + inset))
        cross.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
        cross.move(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
        cross.addLine(to: CGPoint(x: rect.minX + inset, y: rect.maxY - inset))
        cross.lineWidth = 1.6
        cross.lineCapStyle = .round
        UIColor.systemBackground.resolvedColor(with: traits).setStroke()
        cross.stroke()
    }

    /// Puts the caret view at the caret, in the tint colour, blinking while the selection is
    /// empty; hides it otherwise.
    func placeCaret() {
        let showing = isEditing && editor.selection.isEmpty
        caretView.isHidden = !showing
        guard showing else {
            caretView.layer.removeAnimation(forKey: "blink")
            return
        }
        caretView.showAsCaret(at: caretRect(for: UITextPosition(offset: editor.caret)), color: tintColor ?? .systemBlue)
    }
}
