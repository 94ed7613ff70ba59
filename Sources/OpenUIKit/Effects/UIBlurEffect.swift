import Foundation

/// A frosted material behind a view, without Liquid Glass' lensing or highlights.
///
/// ```swift
/// let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
///
/// Each thickness (ultra-thin, thin, regular, thick, chrome) blurs more and lays a more
/// opaque light or dark fill over the backdrop than the one before it (the unsuffixed
/// `system…Material` styles follow the view's interface style). OpenUIKit's values
/// approximate Apple's materials by eye; the older styles take the nearest thickness.
open class UIBlurEffect: UIVisualEffect {
    /// The materials.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur with the material of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func copy(with zone: NSZone? = nil) -> Any { UIBlurEffect(style: style) }

    /// The fixed look of the style, or `nil` when it follows the interface style.
    var fixedAppearance: UIUserInterfaceStyle? {
        switch style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            return .light
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return .dark
        default:
            return nil
        }
    }
}
