import Foundation

extension SymbolSVG {
    /// An element's outline, or `nil` for elements that draw nothing fillable.
    static func path(_ element: String, _ attributes: [String: String]) -> CGPath? {
        func number(_ key: String) -> CGFloat? { attributes[key].flatMap(Self.length) }
        switch element {
        case "path":
            return attributes["d"].map { SVGPathData($0).path }
        case "rect":
            guard let width = number("width"), let height = number("height"), width > 0, height > 0 else { return nil }
            let rect = CGRect(x: number("x") ?? 0, y: number("y") ?? 0, width: width, height: height)
            let rx = number("rx") ?? number("ry") ?? 0, ry = number("ry") ?? rx
            let corner = (min(rx, width / 2), min(ry, height / 2))
            return corner.0 > 0 && corner.1 > 0
                ? CGPath(roundedRect: rect, cornerWidth: corner.0, cornerHeight: corner.1, transform: nil)
                : CGPath(rect: rect, transform: nil)
        case "circle":
            guard let r = number("r"), r > 0 else { return nil }
            return CGPath(ellipseIn: CGRect(x: (number("cx") ?? 0) - r, y: (number("cy") ?? 0) - r, width: 2 * r, height: 2 * r), transform: nil)
        case "ellipse":
            guard let rx = number("rx"), let ry = number("ry"), rx > 0, ry > 0 else { return nil }
            return CGPath(ellipseIn: CGRect(x: (number("cx") ?? 0) - rx, y: (number("cy") ?? 0) - ry, width: 2 * rx, height: 2 * ry), transform: nil)
        case "polygon", "polyline":
            let values = numbers(attributes["points"] ?? "")
            guard values.count >= 4 else { return nil }
            let path = CGMutablePath()
            path.addLines(between: stride(from: 0, to: values.count - 1, by: 2).map { CGPoint(x: values[$0], y: values[$0 + 1]) })
            path.closeSubpath()
            return path
        default:
            return nil
        }
    }

    /// A `transform` attribute's `matrix`, `translate`, `scale` and `rotate` functions,
    /// applied right to left as SVG says; unknown functions are skipped.
    static func transform(_ text: String?) -> CGAffineTransform {
        guard let text else { return .identity }
        var result = CGAffineTransform.identity
        for function in text.split(separator: ")") {
            let parts = function.split(separator: "(", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n"))
            let v = numbers(String(parts[1]))
            let step: CGAffineTransform
            switch (name, v.count) {
            case ("matrix", 6): step = CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
            case ("translate", 1): step = CGAffineTransform(translationX: v[0], y: 0)
            case ("translate", 2): step = CGAffineTransform(translationX: v[0], y: v[1])
            case ("scale", 1): step = CGAffineTransform(scaleX: v[0], y: v[0])
            case ("scale", 2): step = CGAffineTransform(scaleX: v[0], y: v[1])
            case ("rotate", 1): step = CGAffineTransform(rotationAngle: v[0] * .pi / 180)
            default: continue
            }
            result = step.concatenating(result)
        }
        return result
    }

    /// The root element's `viewBox`, or its width and height.
    static func viewBox(_ attributes: [String: String]) -> CGRect? {
        let box = numbers(attributes["viewBox"] ?? "")
        if box.count == 4, box[2] > 0, box[3] > 0 { return CGRect(x: box[0], y: box[1], width: box[2], height: box[3]) }
        guard let width = attributes["width"].flatMap(length), let height = attributes["height"].flatMap(length), width > 0, height > 0
        else { return nil }
        return CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// A length in user units (`12`, `12px`); other units are refused.
    private static func length(_ text: String) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
        guard let value = Double(digits), value.isFinite, abs(value) < 1e7 else { return nil }
        return CGFloat(value)
    }

    /// Every finite number in a list separated by spaces and commas.
    private static func numbers(_ text: String) -> [CGFloat] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" })
            .prefix(100_000).compactMap { Double($0) }.filter { $0.isFinite && abs($0) < 1e7 }.map { CGFloat($0) }
    }
}
