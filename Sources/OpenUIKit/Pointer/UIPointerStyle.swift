import Foundation

/// How the pointer and the view under it look in a region: an effect on a view, a shape,
/// the plain system pointer, or none.
///
/// ```swift
/// func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
///     UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
/// }
/// ```
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    /// The effect on the view, if any.
    let effect: UIPointerEffect?
    /// The shape the pointer takes, if given.
    let shape: UIPointerShape?
    let hidesPointer: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, hidesPointer: Bool) {
        self.effect = effect
        self.shape = shape
        self.hidesPointer = hidesPointer
        super.init()
    }

    /// A style drawing `effect`, the pointer taking `shape` (or the effect's own).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, hidesPointer: false)
    }

    /// A style with no effect, the pointer taking `shape`.
    public convenience init(shape: UIPointerShape) {
        self.init(effect: nil, shape: shape, hidesPointer: false)
    }

    /// The pointer hidden in the region (OpenUIKit leaves the host's cursor as it is).
    open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, hidesPointer: true) }

    /// The plain system pointer, with no effect.
    open class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, hidesPointer: false) }
}
