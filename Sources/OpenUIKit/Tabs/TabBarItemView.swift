import Foundation

/// One tab in a tab bar: its image over its title, tinted when selected, with the item's
/// badge on the image's corner. Shows the image alone while the bar is minimized.
@MainActor
final class TabBarItemView: UIControl {
    /// Activated by assistive technology, the item selects its tab as a tap does.
    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }

    static let imageSide: CGFloat = 26
    /// Where the image's and the title's centres sit, from the top of the bar's 62 pt row.
    static let imageCentreY: CGFloat = 22
    static let titleCentreY: CGFloat = 45

    let item: UITabBarItem
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = CornerBadgeView()
    /// Only the image shows (the minimized bar).
    var showsImageOnly = false { didSet { if oldValue != showsImageOnly { setNeedsLayout() } } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = UIFont.systemFont(ofSize: 10, weight: .semibold)
        titleLabel.textAlignment = .center
        for view in [imageView, titleLabel, badge] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        isAccessibilityElement = true
        accessibilityTraits = .button
        refresh()
    }

    required convenience init?(coder: NSCoder) {
        self.init(item: UITabBarItem())
    }

    /// Takes the item's title, images, badge and enabled state, and the look of being
    /// selected or not.
    func refresh() {
        let image = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = image
        titleLabel.text = item.title
        isEnabled = item.isEnabled
        badge.value = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? .systemRed
        accessibilityLabel = item.title
        accessibilityValue = item.badgeValue.flatMap { $0.isEmpty ? nil : $0 }
        applyColours()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        refresh()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColours()
    }

    private func applyColours() {
        // Items sit in the bar's glass, not directly in the bar.
        let bar = sequence(first: self as UIView, next: { $0.superview }).lazy.compactMap { $0 as? UITabBar }.first
        let colour: UIColor = isSelected ? tintColor : (bar?.unselectedItemTintColor ?? .label)
        let shown = isEnabled ? colour : colour.withAlphaComponent(0.35)
        imageView.tintColor = shown
        titleLabel.textColor = shown
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        applyColours()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.imageSide
        let imageCentre = showsImageOnly ? bounds.midY : min(Self.imageCentreY, bounds.height / 2)
        imageView.frame = CGRect(x: bounds.midX - side / 2, y: imageCentre - side / 2, width: side, height: side)
        titleLabel.isHidden = showsImageOnly
        let titleHeight = ceil(titleLabel.font.lineHeight)
        titleLabel.frame = CGRect(x: 2, y: Self.titleCentreY - titleHeight / 2, width: max(0, bounds.width - 4), height: titleHeight)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        badge.place(straddling: CGPoint(x: rtl ? imageView.frame.minX + 2 : imageView.frame.maxX - 2, y: imageView.frame.minY + 2),
                    rightToLeft: rtl)
    }
}
