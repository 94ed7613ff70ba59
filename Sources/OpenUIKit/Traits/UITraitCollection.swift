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
    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Normal or increased contrast (the Increase Contrast setting).
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    /// Pixels per point of the display; 0 when unspecified.
    public var displayScale: CGFloat = 0
    /// The Dynamic Type text size the person chose.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Left-to-right or right-to-left layout.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// The horizontal size class: compact or regular.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The vertical size class: compact or regular.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The kind of device the interface is for.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// Base level or elevated (content presented above other content).
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    /// A collection with every trait unspecified.
    public init() {}

    /// A collection built by setting traits on a mutable copy.
    public init(mutations: (inout UITraitCollection) -> Void) {
        mutations(&self)
    }

    /// A collection specifying only the appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// A collection specifying only the contrast.
    public init(accessibilityContrast: UIAccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    /// A collection specifying only the display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// A collection specifying only the text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    /// A collection specifying only the layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// A collection specifying only the horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// A collection specifying only the vertical size class.
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

    /// The appearance, contrast, scale and text size, for logs and test failures.
    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), contrast: \(accessibilityContrast), scale: \(displayScale), size: \(preferredContentSizeCategory.rawValue))"
    }
}
