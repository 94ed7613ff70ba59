import Foundation

/// A trait: a value in a trait collection, identified by a type.
///
/// OpenUIKit defines the system traits; collections do not store custom traits yet.
public protocol UITraitDefinition {
    associatedtype Value
    /// The value when nothing specifies one.
    static var defaultValue: Value { get }
    /// A name for debugging.
    static var name: String { get }
    /// A unique identifier.
    static var identifier: String { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits, readable from a collection by key path.
protocol SystemTrait: UITraitDefinition where Value: Hashable {
    static var keyPath: WritableKeyPath<TraitValues, Value> { get }
}

extension SystemTrait {
    /// The trait's name, which is its type's name.
    public static var name: String { String(describing: self) }
    /// A reverse-DNS identifier built from the name.
    public static var identifier: String { "com.openuikit.trait.\(name)" }
}

extension UITraitDefinition {
    /// Whether this trait differs between two collections (always `true` for traits
    /// collections cannot hold).
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        guard let system = self as? any SystemTrait.Type else { return true }
        return system.valuesDiffer(a, b)
    }
}

extension SystemTrait {
    static func valuesDiffer(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        a.values[keyPath: keyPath] != b.values[keyPath: keyPath]
    }

    /// Whether the trait has a value other than its default in `values`.
    static func isSpecified(in values: TraitValues) -> Bool {
        values[keyPath: keyPath] != defaultValue
    }

    /// Sets the trait back to its default (unspecified) in `values`.
    static func resetToDefault(in values: inout TraitValues) {
        values[keyPath: keyPath] = defaultValue
    }
}

/// The appearance trait, for trait change registration.
public enum UITraitUserInterfaceStyle: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.userInterfaceStyle }
}

/// The contrast trait, for trait change registration.
public enum UITraitAccessibilityContrast: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.accessibilityContrast }
}

/// The Bold Text trait, for trait change registration.
public enum UITraitLegibilityWeight: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UILegibilityWeight.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.legibilityWeight }
}

/// The display scale trait, for trait change registration.
public enum UITraitDisplayScale: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue: CGFloat = 0
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.displayScale }
}

/// The Dynamic Type text size trait, for trait change registration.
public enum UITraitPreferredContentSizeCategory: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.preferredContentSizeCategory }
}

/// The layout direction trait, for trait change registration.
public enum UITraitLayoutDirection: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.layoutDirection }
}

/// The horizontal size class trait, for trait change registration.
public enum UITraitHorizontalSizeClass: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.horizontalSizeClass }
}

/// The vertical size class trait, for trait change registration.
public enum UITraitVerticalSizeClass: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.verticalSizeClass }
}

/// The device idiom trait, for trait change registration.
public enum UITraitUserInterfaceIdiom: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.userInterfaceIdiom }
}

/// The base or elevated level trait, for trait change registration.
public enum UITraitUserInterfaceLevel: SystemTrait {
    /// Unspecified until a screen, window or override sets it.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.userInterfaceLevel }
}
