import Foundation

/// Traits a window, view or controller imposes on itself and everything below it.
///
/// ```swift
/// window.traitOverrides.userInterfaceStyle = .dark
/// view.traitOverrides.accessibilityContrast = .high
/// ```
public struct UITraitOverrides: Equatable, Sendable {
    var collection = UITraitCollection()

    /// No overrides: everything is inherited.
    public init() {}

    /// Forces light or dark appearance here and below.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { collection.userInterfaceStyle = newValue }
    }
    /// Forces normal or increased contrast here and below.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast }
        set { collection.accessibilityContrast = newValue }
    }
    /// Forces the display scale here and below.
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { collection.displayScale = newValue }
    }
    /// Forces the Dynamic Type text size here and below.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { collection.preferredContentSizeCategory = newValue }
    }
    /// Forces the layout direction here and below.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set { collection.layoutDirection = newValue }
    }
    /// Forces the horizontal size class here and below.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { collection.horizontalSizeClass = newValue }
    }
    /// Forces the vertical size class here and below.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { collection.verticalSizeClass = newValue }
    }
    /// Forces the base or elevated level here and below.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { collection.userInterfaceLevel }
        set { collection.userInterfaceLevel = newValue }
    }

    /// Removes every override.
    public mutating func removeAll() { collection = UITraitCollection() }
}

extension UITraitOverrides {
    /// Overrides with every specified trait of a collection. An OpenUIKit convenience.
    public init(_ traits: UITraitCollection) {
        self.init()
        collection = traits
    }
}
