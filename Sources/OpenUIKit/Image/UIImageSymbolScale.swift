import Foundation

extension UIImage {
    /// A symbol's size relative to the text beside it.
    public enum SymbolScale: Int, Sendable, Hashable {
        /// The scale the context chooses (medium).
        case `default` = -1
        case unspecified = 0
        case small, medium, large

        /// How much larger than medium the symbol is drawn (Apple's large symbols are about
        /// 1.29 times medium, small ones about 0.78).
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            default: 1
            }
        }
    }
}
