import Foundation

/// Liquid Glass: a material that lenses and frosts what lies behind a view.
///
/// ```swift
/// let glass = UIGlassEffect()
/// glass.tintColor = .systemBlue
/// glass.isInteractive = true
/// let view = UIVisualEffectView(effect: glass)
/// view.contentView.addSubview(titleLabel)
/// ```
///
/// Glass takes a capsule shape unless the view's `cornerConfiguration` says otherwise.
/// Content in the view's `contentView` renders vibrant: `.label` as primary,
/// `.secondaryLabel` as secondary, in whichever look (light or dark) the glass adapted to.
open class UIGlassEffect: UIVisualEffect {
    /// The glass materials.
    public enum Style: Int, Sendable, CaseIterable {
        /// Medium transparency; adapts to any backdrop.
        case regular = 0
        /// High transparency, barely frosted; put a dimming layer under it over bright content.
        case clear = 1
    }

    /// The material.
    public let style: Style
    /// Stained-glass tint; `nil` for none.
    open var tintColor: UIColor?
    /// Whether the glass responds to touches by growing slightly and glowing from the touch.
    open var isInteractive = false

    /// Glass of `style`: `.regular` or `.clear`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Regular glass.
    public override convenience init() {
        self.init(style: .regular)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGlassEffect(style: style)
        copy.tintColor = tintColor
        copy.isInteractive = isInteractive
        return copy
    }
}
