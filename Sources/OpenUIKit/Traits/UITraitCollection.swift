import Foundation

/// The environment an interface element lives in: appearance, contrast, scale, text size,
/// layout direction, size classes.
///
/// Views and controllers inherit their traits from their parent, with `traitOverrides`
/// applied on top; the window's come from its screen. Read `traitCollection` in
/// `updateProperties()` or `layoutSubviews()`: traits are updated before those run.
///
/// ```swift
/// window.traitOverrides.userInterfaceStyle = .dark
/// window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// ```
public struct UITraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public var displayScale: CGFloat = 0
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    /// A collection with every trait unspecified.
    public init() {}

    /// A collection built by setting traits on a mutable copy.
    public init(mutations: (inout UITraitCollection) -> Void) {
        mutations(&self)
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// A collection combining several; later ones win where a trait is specified.
    public init(traitsFrom collections: [UITraitCollection]) {
        for collection in collections { self = self.applying(collection) }
    }

    /// A copy with one trait changed.
    public func modifyingTraits(_ mutations: (inout UITraitCollection) -> Void) -> UITraitCollection {
        var copy = self
        mutations(&copy)
        return copy
    }

    /// The traits of `overrides` that are specified, laid over this collection.
    func applying(_ overrides: UITraitCollection) -> UITraitCollection {
        var result = self
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.accessibilityContrast != .unspecified { result.accessibilityContrast = overrides.accessibilityContrast }
        if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }
        if overrides.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = overrides.preferredContentSizeCategory
        }
        if overrides.layoutDirection != .unspecified { result.layoutDirection = overrides.layoutDirection }
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = overrides.userInterfaceIdiom }
        if overrides.userInterfaceLevel != .unspecified { result.userInterfaceLevel = overrides.userInterfaceLevel }
        return result
    }

    /// The traits of an iPhone screen in light mode, at the given scale: what headless
    /// screens start from.
    static func phone(scale: CGFloat) -> UITraitCollection {
        UITraitCollection { traits in
            traits.userInterfaceStyle = .light
            traits.accessibilityContrast = .normal
            traits.displayScale = scale
            traits.preferredContentSizeCategory = .large
            traits.layoutDirection = .leftToRight
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.userInterfaceIdiom = .phone
            traits.userInterfaceLevel = .base
        }
    }

    /// The traits of the current drawing or update, where UIKit makes one current (while a
    /// view draws or updates); outside those, a light iPhone screen. Each thread has its own.
    public static var current: UITraitCollection {
        get { currentStack.last ?? .phone(scale: 3) }
        set { currentStack.replaceLast(with: newValue) }
    }

    private static let currentStack = ThreadLocalStack<UITraitCollection>()

    /// Runs `body` with this collection as `current` on this thread.
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        Self.currentStack.push(self)
        defer { Self.currentStack.pop() }
        return try body()
    }

    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), contrast: \(accessibilityContrast), scale: \(displayScale), size: \(preferredContentSizeCategory.rawValue))"
    }
}
