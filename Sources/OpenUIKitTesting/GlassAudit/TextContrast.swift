import Foundation
@_spi(OpenUIKit) import OpenUIKit

/// WCAG contrast of what is written on glass, measured on the rendered screen: the ink
/// against the glass around it, whatever the backdrop made of the glass.
@MainActor
enum TextContrast {
    /// WCAG 2's minimum ratio for text, and for large text (and the icons in controls).
    static let minimumRatio = 4.5
    static let minimumLargeRatio = 3.0
    /// Elements this tall or taller count as large text, points.
    static let largeHeight: CGFloat = 28

    static func findings(in window: UIWindow, image: UIImage, surfaces: [GlassSurface], names: SurfaceNames) -> [GlassAuditFinding] {
        guard let drawn = image.cgImage else { return [] }
        var findings: [GlassAuditFinding] = []
        for element in names.elements where element.label?.isEmpty == false {
            let centre = CGPoint(x: element.frame.midX, y: element.frame.midY)
            // The glass the element sits on: the topmost under its centre.
            guard let surface = surfaces.last(where: { $0.frame.contains(centre) }), let view = element.object as? UIView else { continue }
            let texts = textViews(in: view, on: surface.view)
            guard !texts.isEmpty else { continue }
            let area = element.frame.intersection(surface.frame)
            for text in texts { text.isHidden = true }
            let bare = window.renderedImage().cgImage
            for text in texts { text.isHidden = false }
            guard let bare, let ratio = ratio(in: area, drawn: drawn, bare: bare, scale: image.scale) else { continue }
            let minimum = element.frame.height >= largeHeight ? minimumLargeRatio : minimumRatio
            guard ratio < minimum else { continue }
            findings.append(GlassAuditFinding(
                kind: .lowContrastText, views: ["“\(element.label ?? "")” on \(names.name(surface))"], frames: [area],
                message: String(format: "text on this glass reaches %.1f:1 against what is behind it (WCAG asks %.1f:1): darken or lighten the text, tint the glass, or dim what is behind clear glass.", ratio, minimum)))
        }
        window.updateFrame()
        return findings
    }

    /// The visible views drawing text in `view` (or `view` itself) that lie on `glass`.
    static func textViews(in view: UIView, on glass: UIView) -> [UIView] {
        guard !view.isHidden else { return [] }
        if view is UILabel || view is UITextView || view is UITextField {
            return view.isDescendant(of: glass) ? [view] : []
        }
        return view.subviews.flatMap { textViews(in: $0, on: glass) }
    }

    /// The contrast of the ink in `rect` (points): each pixel the element inks strongly, as
    /// drawn against the same pixel without the element; the 90th percentile of those
    /// ratios (glyph cores, not their antialiased edges). `nil` where nothing is inked.
    static func ratio(in rect: CGRect, drawn: CGImage, bare: CGImage, scale: CGFloat) -> Double? {
        let pixels = CGRect(x: 0, y: 0, width: drawn.width, height: drawn.height)
            .intersection(CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)).integral
        guard !pixels.isNull, pixels.width >= 1, pixels.height >= 1, bare.width == drawn.width, bare.height == drawn.height else { return nil }
        var pairs: [(ink: Double, behind: Double)] = []
        for y in Int(pixels.minY)..<Int(pixels.maxY) {
            for x in Int(pixels.minX)..<Int(pixels.maxX) {
                let p = drawn.rgba(atX: x, y: y), q = bare.rgba(atX: x, y: y)
                pairs.append((relativeLuminance(red: p.red, green: p.green, blue: p.blue), relativeLuminance(red: q.red, green: q.green, blue: q.blue)))
            }
        }
        let strongest = pairs.map { abs($0.ink - $0.behind) }.max() ?? 0
        guard strongest > 0.02 else { return nil }
        let ratios = pairs.filter { abs($0.ink - $0.behind) >= strongest / 2 }
            .map { (max($0.ink, $0.behind) + 0.05) / (min($0.ink, $0.behind) + 0.05) }
            .sorted()
        return ratios[min(ratios.count - 1, ratios.count * 9 / 10)]
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func relativeLuminance(red: UInt8, green: UInt8, blue: UInt8) -> Double {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
