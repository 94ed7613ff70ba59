import Foundation

/// OpenUIKit's stand-ins for a few SF Symbols, drawn from paths in a unit square
/// (y down) and rasterized as black templates.
enum SymbolCatalog {
    static let names = ["play.fill", "pause.fill", "forward.fill", "backward.fill", "plus", "xmark",
                        "heart.fill", "star.fill", "magnifyingglass", "chevron.left", "chevron.right", "checkmark",
                        "info.circle", "plus.circle", "xmark.circle", "calendar",
                        // Tab bar system items and common tabs.
                        "house.fill", "film", "ellipsis", "clock", "book", "person.crop.circle", "arrow.down.circle",
                        // Toolbar system items.
                        "square.and.pencil", "trash", "square.and.arrow.up", "arrow.clockwise", "arrow.up.right.square",
                        // Menus: states, submenus and the usual menu button.
                        "minus", "chevron.down", "chevron.up", "ellipsis.circle", "heart", "doc.on.doc"]

    /// Whether `name` is one of the hand-drawn symbols.
    static func knows(_ name: String) -> Bool { path(named: name) != nil }

    static func image(named name: String, side: Int, weightOffset: CGFloat) -> CGImage? {
        guard let (path, stroked) = path(named: name), side > 0 else { return nil }
        guard let context = try? CGContext.bitmap(width: side, height: side) else { return nil }
        // Unit square, y down, with a small inset.
        context.translateBy(x: 0, y: CGFloat(side))
        context.scaleBy(x: CGFloat(side), y: -CGFloat(side))
        context.addPath(path)
        if stroked {
            context.setStrokeColor(CGColor.black)
            // Chevrons are drawn semibold, as iOS draws its disclosure and back chevrons.
            context.setLineWidth(max(0.03, (name.hasPrefix("chevron") ? 0.14 : 0.11) + 2 * weightOffset))
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.strokePath()
        } else {
            context.setFillColor(CGColor.black)
            context.setStrokeColor(CGColor.black)
            context.beginPath()
            SymbolStroke.fill(path, offset: weightOffset, in: context)
        }
        return context.makeImage()
    }

    /// The outline and whether it is stroked (true) or filled.
    private static func path(named name: String) -> (CGPath, Bool)? {
        let p = CGMutablePath()
        switch name {
        case "play.fill":
            p.addLines(between: [CGPoint(x: 0.22, y: 0.12), CGPoint(x: 0.86, y: 0.5), CGPoint(x: 0.22, y: 0.88)])
            p.closeSubpath()
        case "pause.fill":
            p.addRoundedRect(in: CGRect(x: 0.2, y: 0.14, width: 0.2, height: 0.72), cornerWidth: 0.04, cornerHeight: 0.04)
            p.addRoundedRect(in: CGRect(x: 0.6, y: 0.14, width: 0.2, height: 0.72), cornerWidth: 0.04, cornerHeight: 0.04)
        case "forward.fill", "backward.fill":
            for start in [0.06, 0.5] as [CGFloat] {
                p.addLines(between: [CGPoint(x: start, y: 0.2), CGPoint(x: start + 0.44, y: 0.5), CGPoint(x: start, y: 0.8)])
                p.closeSubpath()
            }
            if name == "backward.fill" { return (p.copy(using: [CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)])!, false) }
        case "plus":
            p.move(to: CGPoint(x: 0.5, y: 0.15)); p.addLine(to: CGPoint(x: 0.5, y: 0.85))
            p.move(to: CGPoint(x: 0.15, y: 0.5)); p.addLine(to: CGPoint(x: 0.85, y: 0.5))
            return (p, true)
        case "xmark":
            p.move(to: CGPoint(x: 0.2, y: 0.2)); p.addLine(to: CGPoint(x: 0.8, y: 0.8))
            p.move(to: CGPoint(x: 0.8, y: 0.2)); p.addLine(to: CGPoint(x: 0.2, y: 0.8))
            return (p, true)
        case "heart.fill":
            p.move(to: CGPoint(x: 0.5, y: 0.88))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.3), control1: CGPoint(x: -0.1, y: 0.45), control2: CGPoint(x: 0.25, y: -0.05))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.88), control1: CGPoint(x: 0.75, y: -0.05), control2: CGPoint(x: 1.1, y: 0.45))
            p.closeSubpath()
        case "star.fill":
            var points: [CGPoint] = []
            for k in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
                let r: CGFloat = k % 2 == 0 ? 0.46 : 0.19
                points.append(CGPoint(x: 0.5 + r * cos(angle), y: 0.53 + r * sin(angle)))
            }
            p.addLines(between: points)
            p.closeSubpath()
        case "magnifyingglass":
            p.addEllipse(in: CGRect(x: 0.14, y: 0.14, width: 0.5, height: 0.5))
            p.move(to: CGPoint(x: 0.56, y: 0.56)); p.addLine(to: CGPoint(x: 0.84, y: 0.84))
            return (p, true)
        case "chevron.left", "chevron.right":
            let left = name == "chevron.left"
            p.move(to: CGPoint(x: left ? 0.62 : 0.38, y: 0.15))
            p.addLine(to: CGPoint(x: left ? 0.32 : 0.68, y: 0.5))
            p.addLine(to: CGPoint(x: left ? 0.62 : 0.38, y: 0.85))
            return (p, true)
        case "chevron.down", "chevron.up":
            let down = name == "chevron.down"
            p.move(to: CGPoint(x: 0.15, y: down ? 0.36 : 0.64))
            p.addLine(to: CGPoint(x: 0.5, y: down ? 0.66 : 0.34))
            p.addLine(to: CGPoint(x: 0.85, y: down ? 0.36 : 0.64))
            return (p, true)
        case "minus":
            p.move(to: CGPoint(x: 0.2, y: 0.5)); p.addLine(to: CGPoint(x: 0.8, y: 0.5))
            return (p, true)
        case "ellipsis.circle":
            p.addEllipse(in: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84))
            for x in [0.32, 0.5, 0.68] as [CGFloat] { p.move(to: CGPoint(x: x, y: 0.5)); p.addLine(to: CGPoint(x: x + 0.001, y: 0.5)) }
            return (p, true)
        case "heart":
            p.move(to: CGPoint(x: 0.5, y: 0.86))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.3), control1: CGPoint(x: 0.0, y: 0.5), control2: CGPoint(x: 0.2, y: 0.0))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.86), control1: CGPoint(x: 0.8, y: 0.0), control2: CGPoint(x: 1.0, y: 0.5))
            return (p, true)
        case "doc.on.doc":
            p.addRoundedRect(in: CGRect(x: 0.3, y: 0.08, width: 0.56, height: 0.66), cornerWidth: 0.08, cornerHeight: 0.08)
            p.move(to: CGPoint(x: 0.3, y: 0.26)); p.addLine(to: CGPoint(x: 0.22, y: 0.26))
            p.addQuadCurve(to: CGPoint(x: 0.14, y: 0.34), control: CGPoint(x: 0.14, y: 0.26))
            p.addLine(to: CGPoint(x: 0.14, y: 0.84))
            p.addQuadCurve(to: CGPoint(x: 0.22, y: 0.92), control: CGPoint(x: 0.14, y: 0.92))
            p.addLine(to: CGPoint(x: 0.6, y: 0.92))
            p.addQuadCurve(to: CGPoint(x: 0.68, y: 0.84), control: CGPoint(x: 0.68, y: 0.92))
            p.addLine(to: CGPoint(x: 0.68, y: 0.74))
            return (p, true)
        case "info.circle", "plus.circle", "xmark.circle":
            p.addEllipse(in: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84))
            switch name {
            case "info.circle":
                p.move(to: CGPoint(x: 0.5, y: 0.46)); p.addLine(to: CGPoint(x: 0.5, y: 0.72))
                p.move(to: CGPoint(x: 0.5, y: 0.3)); p.addLine(to: CGPoint(x: 0.5, y: 0.31))
            case "plus.circle":
                p.move(to: CGPoint(x: 0.5, y: 0.3)); p.addLine(to: CGPoint(x: 0.5, y: 0.7))
                p.move(to: CGPoint(x: 0.3, y: 0.5)); p.addLine(to: CGPoint(x: 0.7, y: 0.5))
            default:
                p.move(to: CGPoint(x: 0.35, y: 0.35)); p.addLine(to: CGPoint(x: 0.65, y: 0.65))
                p.move(to: CGPoint(x: 0.65, y: 0.35)); p.addLine(to: CGPoint(x: 0.35, y: 0.65))
            }
            return (p, true)
        case "calendar":
            p.addRoundedRect(in: CGRect(x: 0.1, y: 0.17, width: 0.8, height: 0.7), cornerWidth: 0.12, cornerHeight: 0.12)
            p.move(to: CGPoint(x: 0.1, y: 0.38)); p.addLine(to: CGPoint(x: 0.9, y: 0.38))
            for x in [0.32, 0.68] as [CGFloat] {
                p.move(to: CGPoint(x: x, y: 0.08)); p.addLine(to: CGPoint(x: x, y: 0.24))
            }
            for row in [0.52, 0.7] as [CGFloat] {
                for column in [0.3, 0.5, 0.7] as [CGFloat] {
                    p.move(to: CGPoint(x: column, y: row)); p.addLine(to: CGPoint(x: column + 0.001, y: row))
                }
            }
            return (p, true)
        case "house.fill":
            p.addLines(between: [CGPoint(x: 0.5, y: 0.1), CGPoint(x: 0.92, y: 0.48), CGPoint(x: 0.82, y: 0.48),
                                 CGPoint(x: 0.82, y: 0.88), CGPoint(x: 0.6, y: 0.88), CGPoint(x: 0.6, y: 0.64),
                                 CGPoint(x: 0.4, y: 0.64), CGPoint(x: 0.4, y: 0.88), CGPoint(x: 0.18, y: 0.88),
                                 CGPoint(x: 0.18, y: 0.48), CGPoint(x: 0.08, y: 0.48)])
            p.closeSubpath()
        case "ellipsis":
            for x in [0.2, 0.5, 0.8] as [CGFloat] { p.addEllipse(in: CGRect(x: x - 0.08, y: 0.42, width: 0.16, height: 0.16)) }
        case "film":
            p.addRoundedRect(in: CGRect(x: 0.12, y: 0.1, width: 0.76, height: 0.8), cornerWidth: 0.08, cornerHeight: 0.08)
            for x in [0.3, 0.7] as [CGFloat] {
                p.move(to: CGPoint(x: x, y: 0.1)); p.addLine(to: CGPoint(x: x, y: 0.9))
            }
            p.move(to: CGPoint(x: 0.3, y: 0.5)); p.addLine(to: CGPoint(x: 0.7, y: 0.5))
            for y in [0.27, 0.5, 0.73] as [CGFloat] {
                for x in [0.21, 0.79] as [CGFloat] {
                    p.move(to: CGPoint(x: x, y: y)); p.addLine(to: CGPoint(x: x + 0.001, y: y))
                }
            }
            return (p, true)
        case "clock", "person.crop.circle", "arrow.down.circle":
            p.addEllipse(in: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84))
            switch name {
            case "clock":
                p.move(to: CGPoint(x: 0.5, y: 0.26)); p.addLine(to: CGPoint(x: 0.5, y: 0.5)); p.addLine(to: CGPoint(x: 0.68, y: 0.62))
            case "person.crop.circle":
                p.addEllipse(in: CGRect(x: 0.37, y: 0.24, width: 0.26, height: 0.26))
                p.move(to: CGPoint(x: 0.24, y: 0.8))
                p.addCurve(to: CGPoint(x: 0.76, y: 0.8), control1: CGPoint(x: 0.3, y: 0.56), control2: CGPoint(x: 0.7, y: 0.56))
            default:
                p.move(to: CGPoint(x: 0.5, y: 0.26)); p.addLine(to: CGPoint(x: 0.5, y: 0.72))
                p.move(to: CGPoint(x: 0.32, y: 0.55)); p.addLine(to: CGPoint(x: 0.5, y: 0.73)); p.addLine(to: CGPoint(x: 0.68, y: 0.55))
            }
            return (p, true)
        case "book":
            for side in [0.0, 1.0] as [CGFloat] {
                let outer = side == 0 ? 0.08 : 0.92 as CGFloat
                p.move(to: CGPoint(x: 0.5, y: 0.26))
                p.addCurve(to: CGPoint(x: outer, y: 0.2), control1: CGPoint(x: 0.4, y: 0.16), control2: CGPoint(x: 0.2, y: 0.14))
                p.addLine(to: CGPoint(x: outer, y: 0.8))
                p.addCurve(to: CGPoint(x: 0.5, y: 0.86), control1: CGPoint(x: side == 0 ? 0.2 : 0.8, y: 0.74), control2: CGPoint(x: side == 0 ? 0.4 : 0.6, y: 0.76))
                p.addLine(to: CGPoint(x: 0.5, y: 0.26))
            }
            return (p, true)
        case "checkmark":
            p.move(to: CGPoint(x: 0.18, y: 0.52)); p.addLine(to: CGPoint(x: 0.42, y: 0.76)); p.addLine(to: CGPoint(x: 0.84, y: 0.24))
            return (p, true)
        case "square.and.pencil":
            p.move(to: CGPoint(x: 0.5, y: 0.16)); p.addLine(to: CGPoint(x: 0.22, y: 0.16))
            p.addQuadCurve(to: CGPoint(x: 0.12, y: 0.26), control: CGPoint(x: 0.12, y: 0.16))
            p.addLine(to: CGPoint(x: 0.12, y: 0.78))
            p.addQuadCurve(to: CGPoint(x: 0.22, y: 0.88), control: CGPoint(x: 0.12, y: 0.88))
            p.addLine(to: CGPoint(x: 0.74, y: 0.88))
            p.addQuadCurve(to: CGPoint(x: 0.84, y: 0.78), control: CGPoint(x: 0.84, y: 0.88))
            p.addLine(to: CGPoint(x: 0.84, y: 0.5))
            p.move(to: CGPoint(x: 0.4, y: 0.6)); p.addLine(to: CGPoint(x: 0.43, y: 0.47))
            p.addLine(to: CGPoint(x: 0.78, y: 0.12)); p.addLine(to: CGPoint(x: 0.88, y: 0.22))
            p.addLine(to: CGPoint(x: 0.53, y: 0.57)); p.closeSubpath()
            return (p, true)
        case "trash":
            p.move(to: CGPoint(x: 0.12, y: 0.24)); p.addLine(to: CGPoint(x: 0.88, y: 0.24))
            p.move(to: CGPoint(x: 0.36, y: 0.24)); p.addLine(to: CGPoint(x: 0.38, y: 0.12))
            p.addLine(to: CGPoint(x: 0.62, y: 0.12)); p.addLine(to: CGPoint(x: 0.64, y: 0.24))
            p.move(to: CGPoint(x: 0.2, y: 0.24)); p.addLine(to: CGPoint(x: 0.26, y: 0.86))
            p.addLine(to: CGPoint(x: 0.74, y: 0.86)); p.addLine(to: CGPoint(x: 0.8, y: 0.24))
            for x in [0.4, 0.6] as [CGFloat] {
                p.move(to: CGPoint(x: x, y: 0.38)); p.addLine(to: CGPoint(x: x, y: 0.72))
            }
            return (p, true)
        case "square.and.arrow.up":
            p.move(to: CGPoint(x: 0.34, y: 0.4)); p.addLine(to: CGPoint(x: 0.22, y: 0.4))
            p.addLine(to: CGPoint(x: 0.22, y: 0.9)); p.addLine(to: CGPoint(x: 0.78, y: 0.9))
            p.addLine(to: CGPoint(x: 0.78, y: 0.4)); p.addLine(to: CGPoint(x: 0.66, y: 0.4))
            p.move(to: CGPoint(x: 0.5, y: 0.62)); p.addLine(to: CGPoint(x: 0.5, y: 0.08))
            p.move(to: CGPoint(x: 0.34, y: 0.22)); p.addLine(to: CGPoint(x: 0.5, y: 0.08)); p.addLine(to: CGPoint(x: 0.66, y: 0.22))
            return (p, true)
        case "arrow.up.right.square":
            p.move(to: CGPoint(x: 0.46, y: 0.18)); p.addLine(to: CGPoint(x: 0.18, y: 0.18))
            p.addLine(to: CGPoint(x: 0.18, y: 0.82)); p.addLine(to: CGPoint(x: 0.82, y: 0.82))
            p.addLine(to: CGPoint(x: 0.82, y: 0.54))
            p.move(to: CGPoint(x: 0.44, y: 0.56)); p.addLine(to: CGPoint(x: 0.84, y: 0.16))
            p.move(to: CGPoint(x: 0.6, y: 0.14)); p.addLine(to: CGPoint(x: 0.86, y: 0.14)); p.addLine(to: CGPoint(x: 0.86, y: 0.4))
            return (p, true)
        case "arrow.clockwise":
            p.addArc(center: CGPoint(x: 0.5, y: 0.54), radius: 0.32, startAngle: -.pi / 2, endAngle: -.pi / 2 + 1.7 * .pi, clockwise: false)
            p.move(to: CGPoint(x: 0.4, y: 0.1)); p.addLine(to: CGPoint(x: 0.54, y: 0.22)); p.addLine(to: CGPoint(x: 0.4, y: 0.34))
            return (p, true)
        default:
            return nil
        }
        return (p, false)
    }
}
