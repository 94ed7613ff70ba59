import Foundation

/// Symbol weights drawn from one regular outline: heavier weights stroke the outline
/// outward, lighter ones erase a band along it.
enum SymbolStroke {
    /// How far each weight moves a symbol's outline, as a fraction of the symbol's square
    /// (Material Icons' strokes are 2/24 of it at regular).
    static func offset(for weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: -0.014
        case .thin: -0.01
        case .light: -0.005
        case .unspecified, .regular: 0
        case .medium: 0.006
        case .semibold: 0.012
        case .bold: 0.019
        case .heavy: 0.026
        case .black: 0.033
        @unknown default: 0
        }
    }

    /// Fills `path` in black, grown or eroded by `offset`; `cutting` clears it out of what
    /// is drawn instead (a glyph cut out of a filled circle), where growing widens the cut.
    static func fill(_ path: CGPath, offset: CGFloat, cutting: Bool = false, in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(cutting ? .clear : .normal)
        context.addPath(path)
        context.fillPath()
        guard offset != 0 else { return }
        // Eroding paints the band along the outline back in the opposite mode.
        if offset < 0 { context.setBlendMode(cutting ? .normal : .clear) }
        context.addPath(path)
        context.setLineJoin(.round)
        context.setLineWidth(2 * abs(offset))
        context.strokePath()
    }
}
