import Foundation

extension UIBarAppearance {
    /// The appearance a bar shows: the compact one in a vertically compact environment,
    /// the scroll-edge one while the content rests at the bar's edge, or, when none is
    /// set there, the standard one with a transparent background (as in UIKit).
    static func active<Appearance: UIBarAppearance>(
        standard: Appearance, compact: Appearance?, scrollEdge: Appearance?, compactScrollEdge: Appearance?,
        isCompact: Bool, isAtScrollEdge: Bool
    ) -> Appearance {
        let shown = isCompact ? compact ?? standard : standard
        guard isAtScrollEdge else { return shown }
        if isCompact, let compactScrollEdge { return compactScrollEdge }
        if let scrollEdge { return scrollEdge }
        let transparent = Appearance(barAppearance: shown)
        transparent.backgroundEffect = nil
        transparent.backgroundColor = nil
        transparent.backgroundImage = nil
        transparent.shadowColor = nil
        return transparent
    }
}
