import Foundation

/// The base class of the effects a `UIVisualEffectView` renders: blur, vibrancy, Liquid
/// Glass and glass containers.
///
/// Effects are values in spirit: a view copies its effect when assigned, so changing an
/// effect object afterwards does not change views already using it (as in UIKit).
open class UIVisualEffect: NSObject, NSCopying {
    /// An effect that changes nothing; use a subclass.
    public override init() { super.init() }

    /// A copy of the effect.
    open func copy(with zone: NSZone? = nil) -> Any { UIVisualEffect() }
}
