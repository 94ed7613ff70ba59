import Foundation

extension UIImage {
    /// What a screen reader says for a symbol image nothing else names: its name without
    /// the drawing variants after its first word, so "star.fill" reads "Star" and
    /// "arrow.up.circle" "Arrow up".
    var spokenSymbolName: String? {
        guard let symbolName else { return nil }
        let variants: Set<Substring> = ["fill", "circle", "square", "rectangle", "badge", "inset"]
        let parts = symbolName.split(separator: ".")
        guard let first = parts.first else { return nil }
        let rest = parts.dropFirst().filter { !variants.contains($0) }.map(String.init)
        return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
    }
}
