/// Whether glass takes its light or its dark look.
public enum GlassAppearance: Hashable, Sendable {
    case light
    case dark
}
