import Foundation
import OpenCoreText
import Synchronization

/// Draws SF Symbol names with Material Icons (Google's icon font, Apache 2.0, Debian's
/// `fonts-material-design-icons-iconfont`), through the text stack: a symbol's glyph is
/// found by shaping its Material ligature name, and its outline is filled, thickened or
/// thinned for the weight, and enclosed or slashed as the name asks.
enum SymbolFont {
    static let familyName = "Material Icons"

    /// The installed icon font, or `nil` (symbols beyond the hand-drawn set are then `nil`).
    static let face: FontFace? = {
        guard let face = try? FontFace.matching(family: familyName, bold: false), face.familyName == familyName else { return nil }
        return face
    }()

    private static let glyphs = Mutex<[String: UInt32?]>([:])

    /// The glyph a ligature name shapes to, when the font has it.
    static func glyph(named ligature: String) -> UInt32? {
        guard let face else { return nil }
        if let known = glyphs.withLock({ $0[ligature] }) { return known }
        let shaped = face.layout(ligature, size: 1).glyphs
        let glyph = shaped.count == 1 && shaped[0].glyph != 0 ? shaped[0].glyph : nil
        glyphs.withLock { $0[ligature] = .some(glyph) }
        return glyph
    }

    /// Whether `name` is one of the SF Symbol names drawn from the font.
    static func knows(_ name: String) -> Bool {
        SymbolRecipe.all[name].map { glyph(named: $0.glyph) != nil } ?? false
    }

    /// A black template of the symbol in a square of `side` pixels; `weightOffset` is the
    /// outline's growth (positive) or erosion (negative) in fractions of the side.
    static func image(named name: String, side: Int, weightOffset: CGFloat) -> CGImage? {
        guard let face, let recipe = SymbolRecipe.all[name], let glyph = glyph(named: recipe.glyph), side > 0,
            let context = try? CGContext.bitmap(width: side, height: side)
        else { return nil }
        let s = CGFloat(side)
        // The glyph's em square, y-up from the baseline, is the image's square (bitmap
        // contexts are y-up, as Core Graphics' are).
        let outline = face.path(ofGlyph: glyph, size: 1)
        context.scaleBy(x: s, y: s)
        context.setFillColor(CGColor.black)
        context.setStrokeColor(CGColor.black)
        switch recipe.enclosure {
        case .none:
            SymbolStroke.fill(outline, offset: weightOffset, in: context)
        case .circle, .square:
            let shape = enclosure(recipe.enclosure)
            let inner = CGAffineTransform(translationX: 0.19, y: 0.19).scaledBy(x: innerScale, y: innerScale)
            let glyphPath = outline.copy(using: [inner]) ?? outline
            if recipe.filledEnclosure {
                context.addPath(shape)
                context.fillPath()
                SymbolStroke.fill(glyphPath, offset: weightOffset * innerScale, cutting: true, in: context)
            } else {
                context.addPath(shape)
                context.setLineWidth(max(0.02, 0.075 + 2 * weightOffset))
                context.strokePath()
                SymbolStroke.fill(glyphPath, offset: weightOffset * innerScale, in: context)
            }
        }
        if recipe.slashed { slash(in: context, weightOffset: weightOffset) }
        return context.makeImage()
    }

    /// How large a glyph is inside its circle or square.
    private static let innerScale: CGFloat = 0.62

    private static func enclosure(_ kind: SymbolRecipe.Enclosure) -> CGPath {
        kind == .circle
            ? CGPath(ellipseIn: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88), transform: nil)
            : CGPath(roundedRect: CGRect(x: 0.07, y: 0.07, width: 0.86, height: 0.86), cornerWidth: 0.2, cornerHeight: 0.2, transform: nil)
    }

    /// SF Symbols' slash: a gap cut along the diagonal and a bar drawn in it.
    private static func slash(in context: CGContext, weightOffset: CGFloat) {
        let bar = CGMutablePath()
        bar.move(to: CGPoint(x: 0.14, y: 0.9))
        bar.addLine(to: CGPoint(x: 0.86, y: 0.1))
        context.setLineCap(.round)
        context.setBlendMode(.clear)
        context.addPath(bar)
        context.setLineWidth(0.2)
        context.strokePath()
        context.setBlendMode(.normal)
        context.addPath(bar)
        context.setLineWidth(max(0.03, 0.08 + 2 * weightOffset))
        context.strokePath()
    }
}
