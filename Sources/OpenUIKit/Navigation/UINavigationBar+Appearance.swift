import Foundation

/// The bar's background and title follow the appearance for its top item: the item's
/// appearances over the bar's, the scroll-edge ones while the content rests at its top
/// edge (or, when none is set, the standard one with a transparent background, as in
/// UIKit), the compact ones in a vertically compact environment.
extension UINavigationBar {
    /// The appearance the bar shows now.
    var activeAppearance: UINavigationBarAppearance {
        let item = topItem
        return .active(standard: item?.standardAppearance ?? standardAppearance,
                       compact: item?.compactAppearance ?? compactAppearance,
                       scrollEdge: item?.scrollEdgeAppearance ?? scrollEdgeAppearance,
                       compactScrollEdge: item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance,
                       isCompact: traitCollection.verticalSizeClass == .compact, isAtScrollEdge: isAtScrollEdge)
    }

    /// Draws the active appearance: background effect, colour and image behind the items,
    /// the shadow hairline along the bottom, and the title's font and colour.
    func applyAppearance() {
        let appearance = activeAppearance
        background.apply(appearance)
        // The bar lays out on every scroll that changes it; a label given an equal font
        // would measure and lay out again for nothing.
        let font = appearance.titleTextAttributes[.font] as? UIFont ?? .preferredFont(forTextStyle: .headline)
        if titleLabel.font.fontName != font.fontName || titleLabel.font.pointSize != font.pointSize { titleLabel.font = font }
        let color = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        if titleLabel.textColor != color { titleLabel.textColor = color }
        applyLargeTitleAttributes(appearance.largeTitleTextAttributes)
        for case let edge as UIScrollEdgeElementContainerInteraction in interactions {
            edge.contributesEdgeEffect = appearance.showsScrollEdgeEffect
        }
    }
}
