import Foundation

/// How one SF Symbol name is drawn from the symbol font: a glyph, possibly inside a circle
/// or a rounded square (outlined, or filled with the glyph cut out), possibly slashed.
struct SymbolRecipe: Hashable, Sendable {
    enum Enclosure: Hashable, Sendable { case none, circle, square }

    /// The Material Icons ligature name of the glyph.
    let glyph: String
    var enclosure = Enclosure.none
    /// For enclosures: a solid shape with the glyph cut out, rather than an outline around it.
    var filledEnclosure = false
    var slashed = false

    /// Every name the table yields, composed forms first so that rows naming an enclosed
    /// form outright replace them.
    static let all: [String: SymbolRecipe] = {
        var recipes: [String: SymbolRecipe] = [:]
        let rows = SymbolNameTable.rows.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            .filter { $0.count >= 3 && !$0[0].hasPrefix("//") }
        for row in rows {
            let (name, outline, fill) = (row[0], row[1], row[2] == "-" ? nil : row[2])
            for form in row.dropFirst(3) {
                switch form {
                case "c", "s":
                    let enclosure: Enclosure = form == "c" ? .circle : .square
                    let suffix = form == "c" ? "circle" : "square"
                    recipes["\(name).\(suffix)"] = SymbolRecipe(glyph: outline, enclosure: enclosure)
                    recipes["\(name).\(suffix).fill"] = SymbolRecipe(glyph: fill ?? outline, enclosure: enclosure, filledEnclosure: true)
                case "sl":
                    recipes["\(name).slash"] = SymbolRecipe(glyph: outline, slashed: true)
                    if let fill { recipes["\(name).slash.fill"] = SymbolRecipe(glyph: fill, slashed: true) }
                default:
                    assertionFailure("unknown symbol form \(form) in row \(name)")
                }
            }
        }
        for row in rows {
            recipes[row[0]] = SymbolRecipe(glyph: row[1])
            if row[2] != "-" { recipes["\(row[0]).fill"] = SymbolRecipe(glyph: row[2]) }
        }
        return recipes
    }()
}
