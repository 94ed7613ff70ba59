/// The two Liquid Glass materials.
public enum GlassVariant: Hashable, Sendable {
    /// Medium transparency, frosted, adapts to what lies behind it.
    case regular
    /// High transparency, barely frosted; needs a dimming layer over bright content.
    case clear
}
