import Foundation
import CLibXML2

/// A custom symbol's SVG from an asset catalog's symbol set, as the SF Symbols app exports
/// it: groups named by weight and scale (`Regular-M`, `Bold-S`, …) under `Symbols`, drawn
/// in the template's points at a 100-point font. Plain SVG files (one drawing, no such
/// groups) are read too, scaled so their height is the point size.
///
/// Reads `path`, `rect`, `circle`, `ellipse`, `polygon` and `polyline` elements with
/// `transform` attributes (`matrix`, `translate`, `scale`) on them and their groups, and
/// `fill-rule`; fills everything in the template colour. Styles, strokes, gradients and
/// clip paths are not read.
final class SymbolSVG {
    private struct Shape {
        let group: String?
        let path: CGPath
        let evenOdd: Bool
    }

    private var shapes: [Shape] = []
    private var viewBox: CGRect?
    /// libxml2 refuses deeper documents; the walk stops there too.
    private static let maximumDepth = 256

    /// Parses SVG bytes with libxml2; `nil` when the XML is malformed, declares entities
    /// (which could expand without bound) or holds no shape.
    static func parse(_ data: Data) -> SymbolSVG? {
        guard !data.isEmpty, data.count <= 8 << 20 else { return nil }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = data.withUnsafeBytes { raw in
            raw.bindMemory(to: CChar.self).baseAddress.flatMap { xmlReadMemory($0, Int32(raw.count), nil, nil, options) }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard document.pointee.intSubset?.pointee.entities == nil, let root = xmlDocGetRootElement(document) else { return nil }
        let symbol = SymbolSVG()
        symbol.walk(root, transform: .identity, group: nil, depth: 0)
        return symbol.shapes.isEmpty ? nil : symbol
    }

    private func walk(_ node: xmlNodePtr, transform parent: CGAffineTransform, group: String?, depth: Int) {
        guard depth < Self.maximumDepth, node.pointee.type == XML_ELEMENT_NODE, let rawName = node.pointee.name else { return }
        let name = String(cString: rawName)
        let attributes = Self.attributes(of: node)
        if ["defs", "clipPath", "mask", "text", "style", "symbol", "pattern"].contains(name) || Self.isGuideGroup(attributes["id"]) { return }
        let transform = Self.transform(attributes["transform"]).concatenating(parent)
        var group = group
        switch name {
        case "svg":
            if viewBox == nil { viewBox = Self.viewBox(attributes) }
        case "g":
            if let id = attributes["id"], SymbolVariantName(id) != nil { group = id }
        default:
            if let path = Self.path(name, attributes), !path.isEmpty, let placed = path.copy(using: [transform]) {
                shapes.append(Shape(group: group, path: placed, evenOdd: attributes["fill-rule"] == "evenodd" || attributes["clip-rule"] == "evenodd"))
            }
        }
        var child = node.pointee.children
        while let current = child {
            walk(current, transform: transform, group: group, depth: depth + 1)
            child = current.pointee.next
        }
    }

    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var result: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let name = current.pointee.name, let value = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                result[String(cString: name)] = String(cString: value)
                openuikit_xml_free(value)
            }
            attribute = current.pointee.next
        }
        return result
    }

    /// Guides and notes are drawn in the template for designers, not as the symbol.
    private static func isGuideGroup(_ id: String?) -> Bool {
        guard let id = id?.lowercased() else { return false }
        return id == "guides" || id == "notes" || id.hasPrefix("baseline") || id.hasPrefix("capline") || id.hasSuffix("-margin")
    }

    // MARK: Drawing

    /// The symbol for a weight and scale as a black template, `pointSize` tall in the
    /// template's measure, at `pixelScale` pixels per point.
    func image(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, pixelScale: CGFloat) -> (CGImage, CGSize)? {
        let chosen = shapesFor(weight: weight, scale: scale)
        let outline = CGMutablePath()
        for shape in chosen { outline.addPath(shape.path) }
        let bounds = outline.boundingBoxOfPath
        guard !bounds.isNull, bounds.width > 0 || bounds.height > 0 else { return nil }
        let templated = chosen.contains { $0.group != nil }
        // Template symbols are drawn for a 100-point font; plain drawings fill the point size.
        let pointsPerUnit = templated ? pointSize / 100 : pointSize / max(1, viewBox?.height ?? bounds.height)
        let size = CGSize(width: max(1, bounds.width * pointsPerUnit), height: max(1, bounds.height * pointsPerUnit))
        let pixels = (Int((size.width * pixelScale).rounded(.up)), Int((size.height * pixelScale).rounded(.up)))
        guard pixels.0 <= 4_096, pixels.1 <= 4_096, let context = try? CGContext.bitmap(width: pixels.0, height: pixels.1) else { return nil }
        let s = pointsPerUnit * pixelScale
        // SVG is y-down; bitmap contexts are y-up.
        context.translateBy(x: 0, y: CGFloat(pixels.1))
        context.scaleBy(x: s, y: -s)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.setFillColor(CGColor.black)
        for shape in chosen {
            context.addPath(shape.path)
            context.fillPath(using: shape.evenOdd ? .evenOdd : .winding)
        }
        guard let image = context.makeImage() else { return nil }
        return (image, CGSize(width: CGFloat(pixels.0) / pixelScale, height: CGFloat(pixels.1) / pixelScale))
    }

    /// The shapes of the closest weight at the asked scale (medium when unspecified), else
    /// of the closest variant at any scale, else every shape (a plain drawing).
    private func shapesFor(weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) -> [Shape] {
        let variants = Set(shapes.compactMap { $0.group.flatMap(SymbolVariantName.init) })
        guard !variants.isEmpty else { return shapes }
        let wanted = SymbolVariantName(weight: weight == .unspecified ? .regular : weight, scale: scale)
        let best = variants.min { wanted.distance(to: $0) < wanted.distance(to: $1) }!
        return shapes.filter { $0.group.flatMap(SymbolVariantName.init) == best }
    }
}
