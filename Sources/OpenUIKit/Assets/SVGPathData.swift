import Foundation

/// SVG path data (`d` attributes) as a `CGPath`: every command, absolute and relative,
/// elliptical arcs included. Parsing stops at the first malformed command, keeping what
/// came before, as browsers render it.
struct SVGPathData {
    let path: CGMutablePath

    init(_ text: String) {
        path = CGMutablePath()
        var scanner = Scanner(text)
        var current = CGPoint.zero, start = CGPoint.zero
        var lastControl: CGPoint?, lastCommand: Character = " "
        while let command = scanner.command(repeating: lastCommand) {
            let relative = command.isLowercase
            let origin = relative ? current : .zero
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
            var control: CGPoint?
            switch command.uppercased().first! {
            case "M":
                guard let (x, y) = scanner.pair() else { return }
                current = point(x, y)
                start = current
                path.move(to: current)
                // Further pairs after a move are lines.
                lastCommand = relative ? "l" : "L"
                lastControl = nil
                continue
            case "L":
                guard let (x, y) = scanner.pair() else { return }
                current = point(x, y)
                addLine(to: current)
            case "H":
                guard let x = scanner.number() else { return }
                current = CGPoint(x: origin.x + x, y: current.y)
                addLine(to: current)
            case "V":
                guard let y = scanner.number() else { return }
                current = CGPoint(x: current.x, y: origin.y + y)
                addLine(to: current)
            case "C":
                guard let (x1, y1) = scanner.pair(), let (x2, y2) = scanner.pair(), let (x, y) = scanner.pair() else { return }
                control = point(x2, y2)
                current = point(x, y)
                addCurve(to: current, point(x1, y1), control!)
            case "S":
                guard let (x2, y2) = scanner.pair(), let (x, y) = scanner.pair() else { return }
                let first = "CS".contains(lastCommand.uppercased()) ? reflect(lastControl, about: current) : current
                control = point(x2, y2)
                current = point(x, y)
                addCurve(to: current, first, control!)
            case "Q":
                guard let (x1, y1) = scanner.pair(), let (x, y) = scanner.pair() else { return }
                control = point(x1, y1)
                current = point(x, y)
                addQuad(to: current, control!)
            case "T":
                guard let (x, y) = scanner.pair() else { return }
                control = "QT".contains(lastCommand.uppercased()) ? reflect(lastControl, about: current) : current
                current = point(x, y)
                addQuad(to: current, control!)
            case "A":
                guard let (rx, ry) = scanner.pair(), let rotation = scanner.number(), let large = scanner.flag(),
                    let sweep = scanner.flag(), let (x, y) = scanner.pair()
                else { return }
                let end = point(x, y)
                SVGArc(from: current, to: end, radii: CGSize(width: rx, height: ry), rotation: rotation, largeArc: large, sweep: sweep)
                    .append(to: self)
                current = end
            case "Z":
                path.closeSubpath()
                current = start
            default:
                return
            }
            lastControl = control
            lastCommand = command
        }
    }

    private func reflect(_ control: CGPoint?, about point: CGPoint) -> CGPoint {
        guard let control else { return point }
        return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
    }

    /// Drawing commands before any move start at the origin, as SVG says.
    private func ensureStarted() {
        if path.isEmpty { path.move(to: .zero) }
    }

    func addLine(to point: CGPoint) {
        ensureStarted()
        path.addLine(to: point)
    }

    func addCurve(to point: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
        ensureStarted()
        path.addCurve(to: point, control1: control1, control2: control2)
    }

    func addQuad(to point: CGPoint, _ control: CGPoint) {
        ensureStarted()
        path.addQuadCurve(to: point, control: control)
    }

    /// Reads commands, numbers and flags from path data.
    private struct Scanner {
        private let characters: [Character]
        private var index = 0

        init(_ text: String) { characters = Array(text.prefix(1_000_000)) }

        private mutating func skipSeparators() {
            while index < characters.count, characters[index].isWhitespace || characters[index] == "," { index += 1 }
        }

        /// The next command letter, or `previous` again when numbers follow (an implicit repeat).
        mutating func command(repeating previous: Character) -> Character? {
            skipSeparators()
            guard index < characters.count else { return nil }
            let next = characters[index]
            if next.isLetter {
                index += 1
                return "MmLlHhVvCcSsQqTtAaZz".contains(next) ? next : nil
            }
            return previous == " " || "Zz".contains(previous) ? nil : previous
        }

        mutating func number() -> CGFloat? {
            skipSeparators()
            let begin = index
            if index < characters.count, "+-".contains(characters[index]) { index += 1 }
            var sawDot = false, sawDigit = false
            while index < characters.count {
                let c = characters[index]
                if c.isASCII, c.isNumber { sawDigit = true } else if c == ".", !sawDot { sawDot = true } else { break }
                index += 1
            }
            if sawDigit, index < characters.count, "eE".contains(characters[index]) {
                var lookahead = index + 1
                if lookahead < characters.count, "+-".contains(characters[lookahead]) { lookahead += 1 }
                if lookahead < characters.count, characters[lookahead].isASCII, characters[lookahead].isNumber {
                    index = lookahead
                    while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
                }
            }
            guard sawDigit, let value = Double(String(characters[begin..<index])), value.isFinite, abs(value) < 1e7 else { return nil }
            return CGFloat(value)
        }

        mutating func pair() -> (CGFloat, CGFloat)? {
            guard let x = number(), let y = number() else { return nil }
            return (x, y)
        }

        /// Arc flags, which may be written without separators (`a1 1 0 011 1`).
        mutating func flag() -> Bool? {
            skipSeparators()
            guard index < characters.count, characters[index] == "0" || characters[index] == "1" else { return nil }
            defer { index += 1 }
            return characters[index] == "1"
        }
    }
}
