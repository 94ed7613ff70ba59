import Foundation

/// A container of traits that can be set: what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand to their closure, and what `traitOverrides` is.
///
/// ```swift
/// let dark = UITraitCollection { traits in
///     traits.userInterfaceStyle = .dark
///     traits.accessibilityContrast = .high
/// }
/// ```
///
/// Differs from UIKit: only the system traits listed here; custom traits are not stored.
public protocol UIMutableTraits {
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text (the Bold Text setting).
    var legibilityWeight: UILegibilityWeight { get set }
    /// Pixels per point; 0 when unspecified.
    var displayScale: CGFloat { get set }
    /// The Dynamic Type text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Left-to-right or right-to-left layout.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Base level or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
}
