/// The two Liquid Glass materials.
public enum GlassVariant: Hashable, Sendable {
    /// Medium transparency, frosted, adapts to what lies behind it.
    case regular
    /// High transparency, barely frosted; needs a dimming layer over bright content.
    case clear
    /// Regular glass with a narrow lens rim, a lighter fill and no shadow, for surfaces that
    /// animate all the time: nothing around the glass is sampled and fewer pixels are
    /// refracted, so each frame costs less. An OpenUIKit
    /// addition; Apple's glass has no such variant.
    case thin
}
