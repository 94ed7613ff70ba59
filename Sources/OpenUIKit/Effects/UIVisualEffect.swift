import Foundation

/// The base class of the effects a `UIVisualEffectView` renders: blur, vibrancy, Liquid
/// Glass and glass containers.
///
/// Effects are values in spirit: a view copies its effect when assigned, so changing an
/// effect object afterwards does not change views already using it (as in UIKit).
open class UIVisualEffect {
    /// An effect that changes nothing; use a subclass.
    public init() {}

    /// A copy of the effect.
    open func copy() -> UIVisualEffect { UIVisualEffect() }
}
