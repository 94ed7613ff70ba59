/// How colours outside a destination's gamut are mapped. OpenCoreGraphics renders into
/// sRGB and clamps, whatever the intent; the type exists for API compatibility.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric
    case relativeColorimetric
    case perceptual
    case saturation
}
