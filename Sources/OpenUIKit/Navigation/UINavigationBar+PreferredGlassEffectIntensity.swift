import Foundation

// An OpenUIKit extension: Apple has no such property. Seed 000 turns a bar's glass off
// with it; on Apple's platforms use `UINavigationBarAppearance` or the app-wide
// `UIDesignRequiresCompatibility` Info.plist key instead.

extension UINavigationBar {
    /// How strongly the bar's Liquid Glass shows: 1 (the default) is full glass, 0 none
    /// (items sit bare on the content), values between fade the glass's lensing, frost and
    /// highlights. NaN reads as 1; other values are clamped to 0...1. An OpenUIKit
    /// extension: UIKit has no such property.
    ///
    /// ```swift
    /// navigationController?.navigationBar.preferredGlassEffectIntensity = 0
    /// ```
    public var preferredGlassEffectIntensity: CGFloat {
        get { glassIntensity }
        set {
            glassIntensity = newValue.isNaN ? 1 : min(max(newValue, 0), 1)
            applyGlassIntensityToSubtree(glassIntensity)
        }
    }
}
