import Foundation
import OpenCoreGraphics

/// What UIKit draws around a run's glyphs: a background colour behind them, underlines and
/// strikethroughs over them, from the run's attributes (`.backgroundColor`,
/// `.underlineStyle`/`.underlineColor`, `.strikethroughStyle`/`.strikethroughColor`).
/// Lines are as thick as the font's `post` table says; the underline sits where it says,
/// the strikethrough at half the x-height. Patterns are dashes measured in line
/// thicknesses.
enum RunDecorations {
    /// Fills the run's extent from the line's descent to its ascent, in text space.
    static func drawBackground(_ run: CTRun, line: CTLine, textMatrix: CGAffineTransform, color: (Any?) -> CGColor?, in context: CGContext) {
        guard let value = run.attributes[.backgroundColor], let fill = color(value) else { return }
        fillRect(CGRect(x: run.originX, y: -line.descent, width: run.width, height: line.ascent + line.descent), fill, textMatrix, context)
    }

    /// Draws the run's underline and strikethrough, in their colours or the text's.
    static func drawLines(_ run: CTRun, textMatrix: CGAffineTransform, textColor: CGColor?, color: (Any?) -> CGColor?, in context: CGContext) {
        // Most runs have neither line: skip the font's metrics for them.
        guard run.attributes[.underlineStyle] != nil || run.attributes[.strikethroughStyle] != nil else { return }
        let face = run.font.face, size = run.font.size
        let thickness = max(face.underlineThickness(size: size), 0.5)
        for (styleKey, colorKey, center) in [
            (NSAttributedString.Key.underlineStyle, NSAttributedString.Key.underlineColor, face.underlinePosition(size: size)),
            (.strikethroughStyle, .strikethroughColor, face.xHeight(size: size) / 2),
        ] {
            let style = NSUnderlineStyle(rawValue: Int(CGFloat(anyNumber: run.attributes[styleKey]) ?? 0))
            guard style.rawValue & 0xFF != 0 else { continue }
            let fill = color(run.attributes[colorKey]) ?? textColor ?? .black
            let weight = style.contains(.thick) && !style.contains(.double) ? thickness * 2 : thickness
            let offsets: [CGFloat] = style.rawValue & 0x0F == 0x09 ? [-thickness, thickness] : [0]
            for offset in offsets {
                let y = center + offset - weight / 2
                for (start, length) in segments(of: style, width: run.width, unit: max(weight, 1)) {
                    fillRect(CGRect(x: run.originX + start, y: y, width: length, height: weight), fill, textMatrix, context)
                }
            }
        }
    }

    /// The drawn pieces of a line `width` long: one for a solid line, the pattern's dashes
    /// (lengths in `unit`s, each followed by its gap) repeated for the others.
    static func segments(of style: NSUnderlineStyle, width: CGFloat, unit: CGFloat) -> [(start: CGFloat, length: CGFloat)] {
        let dashes: [(on: CGFloat, off: CGFloat)] = switch style.rawValue & 0x0700 {
        case NSUnderlineStyle.patternDot.rawValue: [(1, 2)]
        case NSUnderlineStyle.patternDash.rawValue: [(4, 2)]
        case NSUnderlineStyle.patternDashDot.rawValue: [(4, 2), (1, 2)]
        case NSUnderlineStyle.patternDashDotDot.rawValue: [(4, 2), (1, 2), (1, 2)]
        default: []
        }
        guard !dashes.isEmpty, width.isFinite, unit.isFinite, unit > 0 else { return [(0, width)] }
        var pieces: [(CGFloat, CGFloat)] = []
        var x: CGFloat = 0
        var index = 0
        // A line is never more than a few thousand dashes: a run is as wide as its glyphs.
        while x < width, pieces.count < 100_000 {
            let dash = dashes[index % dashes.count]
            pieces.append((x, min(dash.on * unit, width - x)))
            x += (dash.on + dash.off) * unit
            index += 1
        }
        return pieces
    }

    private static func fillRect(_ rect: CGRect, _ color: CGColor, _ textMatrix: CGAffineTransform, _ context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        context.concatenate(textMatrix)
        context.setFillColor(color)
        context.fill(rect)
        context.restoreGState()
    }
}
