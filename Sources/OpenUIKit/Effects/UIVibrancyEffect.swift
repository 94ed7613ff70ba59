import Foundation

/// How content in a vibrancy effect view's `contentView` blends with the material.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrant content over a blur: text and symbols take their contrast from the material.
///
/// OpenUIKit renders vibrant content in the material's light or dark look with the
/// style's label colour; Apple's blend of the backdrop into the glyphs is approximated
/// by that colour's alpha.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy level.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Label-style vibrancy for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    open override func copy(with zone: NSZone? = nil) -> Any { UIVibrancyEffect(blurEffect: blurEffect, style: style) }
}
