import Foundation

/// The bar's background and title follow the appearance for its top item: the item's
/// appearances over the bar's, the scroll-edge ones while the content rests at its top
/// edge (or, when none is set, the standard one with a transparent background, as in
/// UIKit), the compact ones in a vertically compact environment.
extension UINavigationBar {
    /// The appearance the bar shows now.
    var activeAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = item?.standardAppearance ?? standardAppearance
        if compact, let compactStandard = item?.compactAppearance ?? compactAppearance { standard = compactStandard }
        guard isAtScrollEdge else { return standard }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.backgroundEffect = nil
        transparent.backgroundColor = nil
        transparent.backgroundImage = nil
        transparent.shadowColor = nil
        return transparent
    }

    /// Draws the active appearance: background effect, colour and image behind the items,
    /// the shadow hairline along the bottom, and the title's font and colour.
    func applyAppearance() {
        let appearance = activeAppearance
        backgroundEffectView.effect = appearance.backgroundEffect
        backgroundEffectView.isHidden = appearance.backgroundEffect == nil
        backgroundColorView.backgroundColor = appearance.backgroundColor
        backgroundImageView.image = appearance.backgroundImage
        backgroundImageView.isHidden = appearance.backgroundImage == nil
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil
        // The bar lays out on every scroll that changes it; a label given an equal font
        // would measure and lay out again for nothing.
        let font = appearance.titleTextAttributes[.font] as? UIFont ?? .preferredFont(forTextStyle: .headline)
        if titleLabel.font.fontName != font.fontName || titleLabel.font.pointSize != font.pointSize { titleLabel.font = font }
        let color = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        if titleLabel.textColor != color { titleLabel.textColor = color }
        for case let edge as UIScrollEdgeElementContainerInteraction in interactions {
            edge.contributesEdgeEffect = appearance.showsScrollEdgeEffect
        }
    }

    /// Places the background behind the whole bar (the status bar's room included) and
    /// the hairline along its bottom edge.
    func layoutBackground() {
        for view in [backgroundEffectView, backgroundColorView, backgroundImageView] as [UIView] { view.frame = bounds }
        let hairline = 1 / max(1, traitCollection.displayScale)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hairline)
    }
}
