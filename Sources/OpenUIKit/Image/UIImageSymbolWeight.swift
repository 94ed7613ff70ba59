import Foundation

extension UIImage {
    /// How heavy a symbol's strokes are, matching the font weights.
    public enum SymbolWeight: Int, Sendable, Hashable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight closest to a font weight.
        init(closestTo weight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) }!
        }
    }
}
