import Foundation

/// Traits a window, view or controller imposes on itself and everything below it.
///
/// ```swift
/// window.traitOverrides.userInterfaceStyle = .dark
/// view.traitOverrides.accessibilityContrast = .high
/// ```
public struct UITraitOverrides: Equatable, Sendable {
    var collection = UITraitCollection()

    public init() {}

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { collection.userInterfaceStyle = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast }
        set { collection.accessibilityContrast = newValue }
    }
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { collection.displayScale = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { collection.preferredContentSizeCategory = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set { collection.layoutDirection = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { collection.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { collection.verticalSizeClass = newValue }
    }
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
