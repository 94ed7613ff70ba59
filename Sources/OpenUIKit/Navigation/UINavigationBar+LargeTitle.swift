import Foundation

/// Large titles: with `prefersLargeTitles`, an item whose display mode allows it shows its
/// title large and left-aligned in an area under the row of items. As the content scrolls
/// up, the navigation controller shrinks the area shown: the large title slides up under
/// the row and fades, and the inline title fades in once it has nearly gone. Pulled down
/// past its top, the content stretches the area, and the large title follows it down.
extension UINavigationBar {
    /// The height of the large title area, and the extra room a large subtitle takes.
    static let largeTitleAreaHeight: CGFloat = 52
    static let largeSubtitleHeight: CGFloat = 20
    /// Room between the large title's last line and the bottom of its area.
    static let largeTitleBottomInset: CGFloat = 8

    func setUpLargeTitle() {
        largeTitleClip.clipsToBounds = true
        largeTitleClip.isUserInteractionEnabled = false
        largeTitleLabel.font = Self.largeTitleFont
        largeTitleLabel.adjustsFontForContentSizeCategory = true
        largeSubtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        largeSubtitleLabel.textColor = .secondaryLabel
        largeTitleClip.addSubview(largeTitleLabel)
        largeTitleClip.addSubview(largeSubtitleLabel)
        addSubview(largeTitleClip)
    }

    static var largeTitleFont: UIFont {
        .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
    }

    /// Whether `item` shows a large title: the bar prefers them and the item's mode, or
    /// (`.automatic`) the nearest item below it with another mode, allows one.
    func showsLargeTitle(for item: UINavigationItem) -> Bool {
        guard prefersLargeTitles else { return false }
        var large = true
        for candidate in items ?? [item] {
            switch candidate.largeTitleDisplayMode {
            case .always: large = true
            case .never, .inline: large = false
            case .automatic: break
            }
            if candidate === item { return large }
        }
        return item.largeTitleDisplayMode == .always || (item.largeTitleDisplayMode == .automatic && large)
    }

    /// The full height of `item`'s large title area; 0 when its title shows inline.
    func largeTitleAreaHeight(for item: UINavigationItem?) -> CGFloat {
        guard let item, showsLargeTitle(for: item) else { return 0 }
        let hasSubtitle = !((item.largeSubtitle ?? item.subtitle) ?? "").isEmpty
        return Self.largeTitleAreaHeight + (hasSubtitle ? Self.largeSubtitleHeight : 0)
    }

    /// How far pulling the content down can stretch the large title area.
    static let maximumLargeTitleStretch: CGFloat = 2_000

    /// Places the large title under the row, sliding up under it as the area shrinks, and
    /// cross-fades it with the inline title.
    func layoutLargeTitle(rowTop: CGFloat, shown: CGFloat) {
        let full = largeTitleAreaHeight(for: topItem)
        largeTitleClip.isHidden = full == 0
        let progress = full > 0 ? shown / full : 0
        let inlineAlpha = min(1, max(0, 1 - 4 * progress))
        titleLabel.alpha = inlineAlpha
        subtitleLabel.alpha = inlineAlpha
        guard full > 0 else { return }
        largeTitleClip.frame = CGRect(x: 0, y: rowTop + Self.rowHeight, width: bounds.width, height: shown)
        largeTitleClip.alpha = min(1, max(0, (progress - 0.2) / 0.5))
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = max(0, bounds.width - 2 * Self.edgeMargin)
        let subtitleHeight = largeSubtitleLabel.text.map { $0.isEmpty ? 0 : Self.largeSubtitleHeight } ?? 0
        let titleHeight = ceil(largeTitleLabel.sizeThatFits(CGSize(width: width, height: full)).height)
        let bottom = shown - Self.largeTitleBottomInset
        largeTitleLabel.textAlignment = rtl ? .right : .left
        largeSubtitleLabel.textAlignment = rtl ? .right : .left
        largeSubtitleLabel.frame = CGRect(x: Self.edgeMargin, y: bottom - subtitleHeight, width: width, height: subtitleHeight)
        largeTitleLabel.frame = CGRect(x: Self.edgeMargin, y: bottom - subtitleHeight - titleHeight, width: width, height: titleHeight)
    }

    /// The large title's font and colour from the appearance's large title attributes.
    func applyLargeTitleAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        let font = attributes[.font] as? UIFont ?? Self.largeTitleFont
        if largeTitleLabel.font.fontName != font.fontName || largeTitleLabel.font.pointSize != font.pointSize { largeTitleLabel.font = font }
        let color = attributes[.foregroundColor] as? UIColor ?? .label
        if largeTitleLabel.textColor != color { largeTitleLabel.textColor = color }
    }
}
