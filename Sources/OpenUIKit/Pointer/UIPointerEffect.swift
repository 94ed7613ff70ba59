import Foundation

/// What happens to a view while the pointer is over it.
public enum UIPointerEffect {
    /// How a hover effect tints its view.
    public enum TintMode: Int, Sendable {
        case none = 0
        /// A translucent fill over the view.
        case overlay = 1
        /// A translucent platter behind the view.
        case underlay = 2
    }

    /// The system chooses: a highlight for small views, a hover for larger ones.
    case automatic(UITargetedPreview)
    /// A translucent platter behind the view, in the style's shape (the pointer becomes it
    /// on iPad).
    case highlight(UITargetedPreview)
    /// The view grows a little and casts a shadow.
    case lift(UITargetedPreview)
    /// The view is tinted, and optionally scaled up and shadowed.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// The preview the effect is drawn on.
    @MainActor
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): return preview
        case .hover(let preview, _, _, _): return preview
        }
    }
}
