import Foundation

/// Groups glass: glass views inside the container view's `contentView` render together,
/// share one appearance, and merge like droplets when closer than `spacing`.
///
/// ```swift
/// let container = UIVisualEffectView(effect: UIGlassContainerEffect())
/// container.contentView.addSubview(playButton)   // glass views
/// container.contentView.addSubview(skipButton)
/// ```
///
/// Glass added beside the container instead of into its `contentView` neither merges nor
/// shares the look.
open class UIGlassContainerEffect: UIVisualEffect {
    /// The distance, in points, at which member glass begins to merge. 0 still renders the
    /// members in one batch, without merging.
    open var spacing: CGFloat = 0

    public override init() {
        super.init()
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGlassContainerEffect()
        copy.spacing = spacing
        return copy
    }
}
