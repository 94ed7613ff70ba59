import Foundation

/// A function that changes a colour for display, as configurations apply to their
/// colours (for example to dim a disabled cell's text).
///
/// ```swift
/// content.textProperties.colorTransformer = .grayscale
/// ```
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private let identifier: String
    private let body: @Sendable (UIColor) -> UIColor

    /// A transformer running `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        identifier = UUID().uuidString
        body = transform
    }

    private init(identifier: String, body: @escaping @Sendable (UIColor) -> UIColor) {
        self.identifier = identifier
        self.body = body
    }

    /// Returns the transformed colour.
    public var transform: @Sendable (UIColor) -> UIColor { body }

    /// Makes the colour gray with the same brightness.
    public static let grayscale = UIConfigurationColorTransformer(identifier: "grayscale") { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return UIColor(white: luma, alpha: alpha)
    }

    /// Lowers the colour's opacity, for pressed states.
    public static let preferredTint = UIConfigurationColorTransformer(identifier: "preferredTint") { color in
        color.withAlphaComponent(color.alphaComponent * 0.8)
    }

    /// Keeps the colour's opacity at least as given, on a monochrome version.
    public static let monochromeTint = UIConfigurationColorTransformer(identifier: "monochromeTint") { color in
        grayscale.transform(color)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
