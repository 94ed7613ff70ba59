import Foundation
import OpenUIKit

extension Image {
    /// The size of a symbol image relative to the text around it.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// The text's size (the default).
        case medium
        /// Larger than the text.
        case large

        /// UIKit's scale for symbols drawn at this scale.
        var symbolScale: UIImage.SymbolScale {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }

extension EnvironmentValues {
    /// The scale of symbol images inside the view.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbol images inside the view relative to their text (`.large` for a
    /// toolbar's symbols, say).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
