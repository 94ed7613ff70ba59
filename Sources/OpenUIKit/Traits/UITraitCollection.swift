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
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits, fixed for the collection's life (collections are immutable, as in UIKit).
    let values: TraitValues

    /// Light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Normal or increased contrast (the Increase Contrast setting).
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Regular or bold text: `.bold` while the Bold Text setting is on.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Pixels per point of the display; 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    /// The Dynamic Type text size the person chose.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Left-to-right or right-to-left layout.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The horizontal size class: compact or regular.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class: compact or regular.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// The kind of device the interface is for.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Base level or elevated (content presented above other content).
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    /// A collection with every trait unspecified.
    public override init() {
        values = TraitValues()
        super.init()
    }

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection built by setting traits on a mutable container.
    ///
    /// ```swift
    /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark }
    /// ```
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(values: TraitValues().mutated(by: mutations))
    }

    /// A collection specifying only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }
    /// A collection specifying only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }
    /// A collection specifying only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }
    /// A collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }
    /// A collection specifying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }
    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }
    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }
    /// A collection specifying only the device idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }
    /// A collection specifying only the level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }

    /// A collection combining several; later ones win where a trait is specified.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(values: collections.reduce(TraitValues()) { $0.applying($1.values) })
    }

    /// A copy with the traits `mutations` sets changed.
    ///
    /// ```swift
    /// let darker = traitCollection.modifyingTraits { $0.userInterfaceStyle = .dark }
    /// ```
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(values: values.mutated(by: mutations))
    }

    /// The traits of `overrides` that are specified, laid over this collection; this same
    /// collection when `overrides` specifies nothing.
    func applying(_ overrides: TraitValues) -> UITraitCollection {
        overrides.isEmpty ? self : UITraitCollection(values: values.applying(overrides))
    }

    /// Collections are equal when every trait is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    /// A hash of the traits.
    open override var hash: Int { values.hashValue }

    /// The traits of an iPhone screen in light mode, at the given scale: what headless
    /// screens start from.
    static func phone(scale: CGFloat) -> UITraitCollection {
        UITraitCollection { traits in
            traits.userInterfaceStyle = .light
            traits.accessibilityContrast = .normal
            traits.legibilityWeight = .regular
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
        get { currentStack.last ?? fallbackCurrent }
        set { currentStack.replaceLast(with: newValue) }
    }

    private static let currentStack = ThreadLocalStack<UITraitCollection>()
    private static let fallbackCurrent = UITraitCollection.phone(scale: 3)

    /// Runs `body` with this collection as `current` on this thread.
    public func performAsCurrent<R>(_ body: () throws -> R) rethrows -> R {
        Self.currentStack.push(self)
        defer { Self.currentStack.pop() }
        return try body()
    }

    /// The appearance, contrast, scale and text size, for logs and test failures.
    open override var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), contrast: \(accessibilityContrast), scale: \(displayScale), size: \(preferredContentSizeCategory.rawValue))"
    }
}
