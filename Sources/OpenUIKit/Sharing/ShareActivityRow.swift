import Foundation

/// One service in the share sheet's list: its title with its image at the trailing edge,
/// in an inset grouped card; highlighted while touched.
final class ShareActivityRow: UIControl {
    static let height: CGFloat = 52
    let activity: UIActivity
    private let title = UILabel()
    private let icon = UIImageView()
    private let separator = UIView()

    /// The row's place in the card, for its rounded ends and separator.
    var position: (index: Int, count: Int) = (0, 1) {
        didSet { applyPosition() }
    }

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        title.text = activity.activityTitle
        title.font = .preferredFont(forTextStyle: .body)
        icon.image = activity.activityImage?.withRenderingMode(.alwaysTemplate)
        icon.tintColor = .label
        icon.contentMode = .scaleAspectFit
        separator.backgroundColor = .separator
        [title, icon, separator].forEach(addSubview)
        isAccessibilityElement = true
        accessibilityLabel = activity.activityTitle
        accessibilityTraits = .button
        layer.cornerRadius = 10
        applyPosition()
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .secondarySystemGroupedBackground }
    }

    private func applyPosition() {
        var corners: CACornerMask = []
        if position.index == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if position.index == position.count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.maskedCorners = corners
        layer.masksToBounds = true
        separator.isHidden = position.index == position.count - 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 64), height: bounds.height)
        icon.frame = CGRect(x: bounds.width - 40, y: (bounds.height - 24) / 2, width: 24, height: 24)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: 16, y: bounds.height - hairline, width: max(0, bounds.width - 16), height: hairline)
    }
}
