import Foundation

/// The rounded-rectangle outline of a layer's bounds, from its corner settings.
@MainActor
enum LayerShape {
    /// The outline of `layer` at `values` (its bounds and corner radius as shown).
    static func path(for layer: CALayer, values: PresentedLayerValues, insetBy inset: CGFloat = 0) -> CGPath {
        let rect = values.bounds.insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard rect.width > 0, rect.height > 0 else { return path }
        let radius = max(0, values.cornerRadius - inset)
        guard radius > 0 else {
            path.addRect(rect)
            return path
        }
        let m = layer.maskedCorners
        let radii = CGCornerRadii(
            minXMinY: m.contains(.layerMinXMinYCorner) ? radius : 0,
            maxXMinY: m.contains(.layerMaxXMinYCorner) ? radius : 0,
            maxXMaxY: m.contains(.layerMaxXMaxYCorner) ? radius : 0,
            minXMaxY: m.contains(.layerMinXMaxYCorner) ? radius : 0)
        path.addRoundedRect(in: rect, cornerRadii: radii, style: layer.cornerCurve == .continuous ? .continuous : .circular)
        return path
    }
}
