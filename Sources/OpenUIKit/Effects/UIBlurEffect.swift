import Foundation

/// A frosted material behind a view, without Liquid Glass' lensing or highlights.
///
/// ```swift
/// let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
///
/// OpenUIKit renders every style as a frost of the same radius with a light or dark fill
/// (the `system…Material` styles follow the view's interface style); the thickness
/// differences between Apple's materials are approximated.
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
