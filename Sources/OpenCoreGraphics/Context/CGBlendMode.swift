/// How a drawn colour combines with what is already in the context.
///
/// The separable and non-separable modes follow the W3C compositing formulas that
/// CoreGraphics also uses; the Porter-Duff modes act only where the drawing covers,
/// as in CoreGraphics (pixels outside the shape are never touched).
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case clear
    case copy
    case sourceIn
    case sourceOut
    case sourceAtop
    case destinationOver
    case destinationIn
    case destinationOut
    case destinationAtop
    case xor
    case plusDarker
    case plusLighter
}
