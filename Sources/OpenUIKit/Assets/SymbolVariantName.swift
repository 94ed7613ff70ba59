import Foundation

/// A custom symbol template's variant name: a weight and a scale, as `Semibold-L`.
struct SymbolVariantName: Hashable {
    /// The weight's position from ultralight (1) to black (9).
    let weight: Int
    /// Small (0), medium (1) or large (2).
    let scale: Int

    private static let weights = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    init?(_ id: String) {
        let parts = id.lowercased().split(separator: "-")
        guard parts.count == 2, let weight = Self.weights.firstIndex(of: String(parts[0])),
            let scale = ["s", "m", "l"].firstIndex(of: String(parts[1]))
        else { return nil }
        self.weight = weight + 1
        self.scale = scale
    }

    init(weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.weight = weight.rawValue
        self.scale = switch scale {
        case .small: 0
        case .large: 2
        default: 1
        }
    }

    /// How far a variant is from this one: a scale apart counts more than any weight.
    func distance(to other: SymbolVariantName) -> Int {
        abs(scale - other.scale) * 10 + abs(weight - other.weight)
    }
}
