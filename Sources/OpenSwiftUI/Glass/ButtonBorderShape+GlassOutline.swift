import Foundation

extension ButtonBorderShape {
    /// The outline glass takes for this border shape: exact corners where it is not inset.
    var glassOutline: GlassOutline {
        guard inset == 0 else { return .path(self) }
        switch kind {
        case .capsule: return .corners(.capsule())
        case .circle: return .ellipse
        case .roundedRectangle(let radius): return .corners(.fixed(radius ?? 12))
        }
    }
}
