import Foundation

/// The view that shows a `UIListContentConfiguration`: an image and one or two texts,
/// laid out by hand (no constraints) so that scrolling a long list stays cheap.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = TemplateImageView(frame: .zero)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for label in [textLabel, secondaryTextLabel] {
            label.isHidden = true
            addSubview(label)
        }
        imageView.isHidden = true
        addSubview(imageView)
        apply(configuration)
    }

    /// A view showing an empty cell configuration (archives do not exist on Linux).
    public required convenience init?(coder: NSCoder) {
        self.init(configuration: .cell())
    }

    /// The configuration shown.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let newValue = newValue as? UIListContentConfiguration else { return }
            guard newValue != listConfiguration else { return }
            listConfiguration = newValue
            apply(newValue)
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The leading edge of the texts, in the view: where list separators start.
    var textLeadingEdge: CGFloat {
        let rects = layoutRects(width: bounds.width)
        let text = rects.text ?? rects.secondary ?? .zero
        return isRightToLeft ? bounds.width - text.maxX : text.minX
    }

    // MARK: Applying

    private func apply(_ configuration: UIListContentConfiguration) {
        show(configuration.attributedText, configuration.text, with: configuration.textProperties, in: textLabel)
        show(configuration.secondaryAttributedText, configuration.secondaryText, with: configuration.secondaryTextProperties, in: secondaryTextLabel)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.tintColor = configuration.imageProperties.tintColor.map { configuration.imageProperties.resolvedTintColor(for: $0) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func show(_ attributed: NSAttributedString?, _ plain: String?, with properties: UIListContentConfiguration.TextProperties, in label: UILabel) {
        if label.font != properties.font {
            // Re-arming Dynamic Type scales the new font to the traits.
            label.adjustsFontForContentSizeCategory = false
            label.font = properties.font
        }
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = properties.alignment == .center ? .center : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = plain.map(properties.transformed)
        }
        label.isHidden = (attributed?.length ?? plain?.count ?? 0) == 0
    }

    // MARK: Layout

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : 320
        return CGSize(width: width, height: layoutRects(width: width).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: layoutRects(width: bounds.width > 0 ? bounds.width : 320).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let rects = layoutRects(width: bounds.width)
        place(imageView, rects.image)
        place(textLabel, rects.text)
        place(secondaryTextLabel, rects.secondary)
    }

    private func place(_ view: UIView, _ rect: CGRect?) {
        guard let rect else { return }
        view.frame = isRightToLeft ? CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    /// The margins, widened to the superview's along the preserved axes.
    private var margins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        if let superview, listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            let outer = superview.directionalLayoutMargins
            margins.leading = max(margins.leading, outer.leading)
            margins.trailing = max(margins.trailing, outer.trailing)
        }
        return margins
    }

    /// The frames of the image and texts in left-to-right terms, and the height they need.
    private func layoutRects(width: CGFloat) -> (image: CGRect?, text: CGRect?, secondary: CGRect?, height: CGFloat) {
        let configuration = listConfiguration, margins = margins
        var leading = margins.leading
        var imageSize = CGSize.zero
        if configuration.image != nil || configuration.imageProperties.reservedLayoutSize != .zero {
            imageSize = configuration.imageProperties.layoutSize(of: configuration.image)
            leading += imageSize.width + configuration.imageToTextPadding
        }
        let textWidth = max(0, width - leading - margins.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        var textSize = hasText ? fitted(textLabel, width: textWidth) : .zero
        var secondarySize = hasSecondary ? fitted(secondaryTextLabel, width: textWidth) : .zero

        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && textSize.width + configuration.textToSecondaryTextHorizontalPadding + secondarySize.width <= textWidth
        let blockHeight: CGFloat
        if sideBySide {
            blockHeight = max(textSize.height, secondarySize.height)
        } else {
            if hasText, configuration.textProperties.alignment == .center { textSize.width = textWidth }
            if hasSecondary, configuration.secondaryTextProperties.alignment == .center { secondarySize.width = textWidth }
            blockHeight = textSize.height + secondarySize.height + (hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0)
        }
        let contentHeight = max(blockHeight, imageSize.height)
        let height = max(configuration.minimumHeight, (margins.top + contentHeight + margins.bottom).rounded(.up))
        let available = height - margins.top - margins.bottom
        let blockTop = margins.top + (available - blockHeight) / 2

        var image: CGRect?
        if let shown = configuration.image {
            let size = configuration.imageProperties.displaySize(of: shown)
            image = CGRect(x: margins.leading + (imageSize.width - size.width) / 2, y: margins.top + (available - size.height) / 2, width: size.width, height: size.height)
        }
        var text: CGRect?, secondary: CGRect?
        if sideBySide {
            text = CGRect(x: leading, y: margins.top + (available - textSize.height) / 2, width: textSize.width, height: textSize.height)
            secondary = CGRect(x: width - margins.trailing - secondarySize.width, y: margins.top + (available - secondarySize.height) / 2, width: secondarySize.width, height: secondarySize.height)
        } else {
            if hasText { text = CGRect(x: leading + centringOffset(textSize.width, textWidth, configuration.textProperties), y: blockTop, width: textSize.width, height: textSize.height) }
            if hasSecondary {
                let top = blockTop + textSize.height + (hasText ? configuration.textToSecondaryTextVerticalPadding : 0)
                secondary = CGRect(x: leading + centringOffset(secondarySize.width, textWidth, configuration.secondaryTextProperties), y: top, width: secondarySize.width, height: secondarySize.height)
            }
        }
        return (image, text, secondary, height)
    }

    private func centringOffset(_ width: CGFloat, _ room: CGFloat, _ properties: UIListContentConfiguration.TextProperties) -> CGFloat {
        properties.alignment == .center ? max(0, room - width) / 2 : 0
    }

    private func fitted(_ label: UILabel, width: CGFloat) -> CGSize {
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(width, size.width.rounded(.up)), height: size.height.rounded(.up))
    }
}
