import Foundation

/// The system traits as one value: what a `UITraitCollection` holds, what trait overrides
/// hold, and what `modifyingTraits` hands out to change.
struct TraitValues: UIMutableTraits, Hashable, Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var displayScale: CGFloat = 0
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    init() {}

    /// The values of any mutable trait container (what a `modifyingTraits` closure left).
    init(_ traits: any UIMutableTraits) {
        if let values = traits as? TraitValues {
            self = values
            return
        }
        userInterfaceStyle = traits.userInterfaceStyle
        accessibilityContrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
        displayScale = traits.displayScale
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        userInterfaceLevel = traits.userInterfaceLevel
    }

    /// Runs UIKit-style mutations (`{ $0.userInterfaceStyle = .dark }`) on a copy.
    func mutated(by mutations: (inout any UIMutableTraits) -> Void) -> TraitValues {
        var traits: any UIMutableTraits = self
        mutations(&traits)
        return TraitValues(traits)
    }

    /// The specified values of `overrides` laid over these.
    func applying(_ overrides: TraitValues) -> TraitValues {
        var result = self
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.accessibilityContrast != .unspecified { result.accessibilityContrast = overrides.accessibilityContrast }
        if overrides.legibilityWeight != .unspecified { result.legibilityWeight = overrides.legibilityWeight }
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

    /// Whether no trait is specified.
    var isEmpty: Bool { self == TraitValues() }
}
