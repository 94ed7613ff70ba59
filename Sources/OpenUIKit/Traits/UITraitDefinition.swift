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
    static var keyPath: KeyPath<UITraitCollection, Value> { get }
}

extension SystemTrait {
    public static var name: String { String(describing: self) }
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
        a[keyPath: keyPath] != b[keyPath: keyPath]
    }
}

public enum UITraitUserInterfaceStyle: SystemTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.userInterfaceStyle }
}

public enum UITraitAccessibilityContrast: SystemTrait {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.accessibilityContrast }
}

public enum UITraitDisplayScale: SystemTrait {
    public static let defaultValue: CGFloat = 0
    static var keyPath: KeyPath<UITraitCollection, Value> { \.displayScale }
}

public enum UITraitPreferredContentSizeCategory: SystemTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.preferredContentSizeCategory }
}

public enum UITraitLayoutDirection: SystemTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.layoutDirection }
}

public enum UITraitHorizontalSizeClass: SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.verticalSizeClass }
}

public enum UITraitUserInterfaceIdiom: SystemTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.userInterfaceIdiom }
}

public enum UITraitUserInterfaceLevel: SystemTrait {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    static var keyPath: KeyPath<UITraitCollection, Value> { \.userInterfaceLevel }
}
