import Foundation

/// Traits a window, view or controller imposes on itself and everything below it.
///
/// ```swift
/// window.traitOverrides.userInterfaceStyle = .dark
/// view.traitOverrides.accessibilityContrast = .high
/// ```
public struct UITraitOverrides: UIMutableTraits, Equatable, Sendable {
    /// The overridden traits; unspecified ones are inherited.
    var values = TraitValues()

    /// No overrides: everything is inherited.
    public init() {}

    /// Forces light or dark appearance here and below.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    /// Forces normal or increased contrast here and below.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    /// Forces regular or bold text here and below.
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
    /// Forces the display scale here and below.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    /// Forces the Dynamic Type text size here and below.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// Forces the layout direction here and below.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    /// Forces the horizontal size class here and below.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    /// Forces the vertical size class here and below.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    /// Forces the base or elevated level here and below.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }

    /// Forces the device idiom here and below.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }

    /// Whether a trait is overridden here.
    public func contains(_ trait: UITrait) -> Bool {
        guard let system = trait as? any SystemTrait.Type else { return false }
        return system.isSpecified(in: values)
    }

    /// Stops overriding a trait, so it is inherited again.
    public mutating func remove(_ trait: UITrait) {
        guard let system = trait as? any SystemTrait.Type else { return }
        system.resetToDefault(in: &values)
    }
}
