import Foundation

/// The buttons a swiped row shows beside its content, on one side of the row: the first
/// action at the row's outer edge. As the row opens they widen together; past their
/// natural width a full swipe gives the first one the whole width.
@MainActor
final class SwipeActionsView: UIView {
    /// The physical side of the row the buttons are on.
    enum Side {
        case left, right
    }

    static let minimumButtonWidth: CGFloat = 74
    private static let titlePadding: CGFloat = 15

    let side: Side
    let configuration: UISwipeActionsConfiguration
    private(set) var buttons: [SwipeActionButton] = []
    /// Whether the first action covers the whole width (a full swipe about to perform it).
    var isFullSwipeArmed = false {
        didSet { if isFullSwipeArmed != oldValue { setNeedsLayout() } }
    }

    init(configuration: UISwipeActionsConfiguration, side: Side, rowHeight: CGFloat, perform: @escaping (UIContextualAction, UIView) -> Void) {
        self.side = side
        self.configuration = configuration
        super.init(frame: .zero)
        clipsToBounds = true
        buttons = configuration.actions.map { action in
            let button = SwipeActionButton(action: action, showsTitleUnderImage: rowHeight >= 64)
            button.addAction(UIAction { [weak button] _ in
                guard let button else { return }
                perform(action, button)
            }, for: .primaryActionTriggered)
            return button
        }
        // The first action is drawn last, so it covers the others as it widens.
        for button in buttons.reversed() { addSubview(button) }
    }

    required init?(coder: NSCoder) { return nil }

    /// The width at which every button shows at its natural width.
    var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let natural = naturalWidth
        guard natural > 0 else { return }
        let width = bounds.width, height = bounds.height
        // From the row's outer edge inwards: the first action, then the rest.
        var outerEdge: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let share = isFullSwipeArmed ? (index == 0 ? width : 0) : button.naturalWidth / natural * width
            let x = side == .right ? width - outerEdge - share : outerEdge
            button.frame = CGRect(x: x, y: 0, width: share, height: height)
            outerEdge += share
        }
    }
}

/// One swipe action's button: its colour, white image and title.
@MainActor
final class SwipeActionButton: UIControl {
    let action: UIContextualAction
    private let titleLabel = UILabel()
    private let imageView = TemplateImageView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    private let showsTitleUnderImage: Bool

    init(action: UIContextualAction, showsTitleUnderImage: Bool) {
        self.action = action
        self.showsTitleUnderImage = showsTitleUnderImage
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.isUserInteractionEnabled = false
        titleLabel.isUserInteractionEnabled = false
        imageView.isHidden = action.image == nil
        titleLabel.isHidden = action.title == nil || (action.image != nil && !showsTitleUnderImage)
        addSubview(imageView)
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = action.title
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { return nil }

    /// The width the button takes when the row is open just far enough.
    var naturalWidth: CGFloat {
        let title = titleLabel.isHidden ? 0 : titleLabel.sizeThatFits(CGSize(width: 400, height: 100)).width
        return max(SwipeActionsView.minimumButtonWidth, (title + 2 * 15).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Content keeps its natural width, centred in the part of the button at the row's
        // inner side, so it does not stretch as the button widens.
        let slot = min(bounds.width, naturalWidth)
        let titleSize = titleLabel.isHidden ? .zero : titleLabel.sizeThatFits(CGSize(width: slot, height: 100))
        let imageHeight: CGFloat = imageView.isHidden ? 0 : 22
        let gap: CGFloat = imageView.isHidden || titleLabel.isHidden ? 0 : 4
        var y = ((bounds.height - imageHeight - gap - titleSize.height) / 2).rounded()
        let centreX = (bounds.width / 2).rounded()
        imageView.frame = CGRect(x: centreX - 11, y: y, width: 22, height: 22)
        y += imageHeight + gap
        titleLabel.frame = CGRect(x: centreX - min(titleSize.width, slot) / 2, y: y, width: min(titleSize.width, slot), height: titleSize.height)
    }

    override func accessibilityActivate() -> Bool {
        sendActions(for: .primaryActionTriggered)
        return true
    }
}
