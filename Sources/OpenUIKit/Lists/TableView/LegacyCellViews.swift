import Foundation

/// The older table cell content: `textLabel`, `detailTextLabel` and `imageView`, made on
/// first use and laid out for the cell's style, with the list content's margins.
@MainActor
final class LegacyCellViews {
    let textLabel = UILabel()
    let detailTextLabel = UILabel()
    let imageView = UIImageView()
    private let style: UITableViewCell.CellStyle
    private static let margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let imageToText: CGFloat = 16
    private static let minimumHeight: CGFloat = 44

    init(style: UITableViewCell.CellStyle, in contentView: UIView) {
        self.style = style
        textLabel.font = style == .value2 ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .body)
        textLabel.textColor = style == .value2 ? .tintColor : .label
        textLabel.adjustsFontForContentSizeCategory = true
        detailTextLabel.font = style == .subtitle ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body)
        detailTextLabel.textColor = style == .value2 ? .label : .secondaryLabel
        detailTextLabel.adjustsFontForContentSizeCategory = true
        detailTextLabel.numberOfLines = style == .subtitle ? 0 : 1
        textLabel.numberOfLines = style == .subtitle || style == .default ? 0 : 1
        for view in [imageView, textLabel, detailTextLabel] as [UIView] { contentView.addSubview(view) }
    }

    func setHidden(_ hidden: Bool) {
        for view in [imageView, textLabel, detailTextLabel] as [UIView] { view.isHidden = hidden }
    }

    private var hasImage: Bool { style != .value2 && imageView.image != nil }
    private var hasDetail: Bool { style != .default && !(detailTextLabel.text ?? "").isEmpty }

    /// Where the text starts, from the content view's leading edge.
    var textLeadingEdge: CGFloat {
        guard hasImage, let image = imageView.image else { return Self.margins.leading }
        return Self.margins.leading + image.size.width + Self.imageToText
    }

    /// The texts' frames in a content area `width` wide (leading at zero), and the height.
    private func rects(width: CGFloat) -> (text: CGRect, detail: CGRect?, height: CGFloat) {
        let leading = textLeadingEdge, trailing = width - Self.margins.trailing
        let room = max(0, trailing - leading)
        let detailRoom = style == .value2 ? room * 0.7 : room
        let detailSize = hasDetail ? detailTextLabel.sizeThatFits(CGSize(width: detailRoom, height: .greatestFiniteMagnitude)) : .zero
        switch style {
        case .subtitle:
            let text = textLabel.sizeThatFits(CGSize(width: room, height: .greatestFiniteMagnitude))
            let gap: CGFloat = hasDetail ? 3 : 0
            let block = text.height + gap + detailSize.height
            let height = max(Self.minimumHeight, (Self.margins.top + block + Self.margins.bottom).rounded(.up))
            let top = (height - block) / 2
            let textRect = CGRect(x: leading, y: top, width: min(room, text.width), height: text.height)
            let detail = hasDetail ? CGRect(x: leading, y: textRect.maxY + gap, width: min(room, detailSize.width), height: detailSize.height) : nil
            return (textRect, detail, height)
        case .value1, .value2, .default:
            let column = style == .value2 ? room * 0.3 : max(0, room - (hasDetail ? detailSize.width + 8 : 0))
            let text = textLabel.sizeThatFits(CGSize(width: column, height: .greatestFiniteMagnitude))
            let height = max(Self.minimumHeight, (Self.margins.top + max(text.height, detailSize.height) + Self.margins.bottom).rounded(.up))
            let textX = style == .value2 ? leading + column - min(column, text.width) : leading
            let textRect = CGRect(x: textX, y: (height - text.height) / 2, width: min(column, text.width), height: text.height)
            guard hasDetail else { return (textRect, nil, height) }
            let detailX = style == .value2 ? leading + column + 6 : trailing - detailSize.width
            let detail = CGRect(x: detailX, y: (height - detailSize.height) / 2, width: min(detailRoom, detailSize.width), height: detailSize.height)
            return (textRect, detail, height)
        }
    }

    func fittingHeight(forWidth width: CGFloat) -> CGFloat { rects(width: width).height }

    func layout(in bounds: CGRect, rightToLeft: Bool) {
        let (text, detail, height) = rects(width: bounds.width)
        let offset = (bounds.height - height) / 2
        func flipped(_ rect: CGRect) -> CGRect {
            let moved = rect.offsetBy(dx: 0, dy: offset)
            return rightToLeft ? CGRect(x: bounds.width - moved.maxX, y: moved.minY, width: moved.width, height: moved.height) : moved
        }
        textLabel.frame = flipped(text)
        detailTextLabel.isHidden = detail == nil || textLabel.isHidden
        if let detail { detailTextLabel.frame = flipped(detail) }
        if hasImage, let image = imageView.image {
            let size = CGSize(width: min(image.size.width, bounds.width / 3), height: min(image.size.height, bounds.height))
            imageView.frame = flipped(CGRect(x: Self.margins.leading, y: (height - size.height) / 2, width: size.width, height: size.height))
        }
    }
}
