import Foundation

/// What list cells of both kinds (collection view list cells and table view cells) wear
/// around their content: accessories at the edges, indentation, and the separator that
/// starts under the text. The cell owns one and asks it where its content goes.
@MainActor
final class CellChrome {
    private static let accessorySpacing: CGFloat = 12

    private(set) var accessories: [(accessory: UICellAccessory, view: UIView)] = []
    let separator = UIView()
    var indentationLevel = 0
    var indentationWidth: CGFloat = 10

    init() {
        separator.isUserInteractionEnabled = false
        separator.backgroundColor = .separator
        separator.isHidden = true
    }

    // MARK: Accessories

    /// Replaces the accessory views in `cell`.
    func setAccessories(_ list: [UICellAccessory], in cell: UIView, editing: Bool) {
        for (_, view) in accessories { view.removeFromSuperview() }
        accessories = list.map { ($0, Self.makeView(for: $0)) }
        for (accessory, view) in accessories {
            view.isHidden = !accessory.isShown(editing: editing)
            cell.addSubview(view)
        }
        cell.setNeedsLayout()
    }

    /// Shows or hides the accessories for the editing state.
    func updateVisibility(editing: Bool) {
        for (accessory, view) in accessories { view.isHidden = !accessory.isShown(editing: editing) }
    }

    private static func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator:
            return symbolView("chevron.right", size: CGSize(width: 17, height: 17), tint: accessory.tintColor ?? .tertiaryLabel)
        case .checkmark:
            return symbolView("checkmark", size: CGSize(width: 15, height: 15), tint: accessory.tintColor)
        case .detail(let handler):
            let button = UIButton(type: .detailDisclosure)
            if let handler { button.addAction(UIAction { _ in handler() }, for: .primaryActionTriggered) }
            if let tint = accessory.tintColor { button.tintColor = tint }
            button.frame.size = CGSize(width: 22, height: 22)
            return button
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.sizeToFit()
            return label
        case .custom(let view, _):
            if let tint = accessory.tintColor { view.tintColor = tint }
            return view
        case .delete(let handler, let background):
            return CellDeleteControl(fill: background ?? .systemRed, mark: accessory.tintColor ?? .white, actionHandler: handler)
        case .reorder:
            return CellReorderControl(tint: accessory.tintColor ?? .tertiaryLabel)
        }
    }

    private static func symbolView(_ name: String, size: CGSize, tint: UIColor?) -> UIView {
        let view = TemplateImageView(frame: CGRect(origin: .zero, size: size))
        view.image = UIImage(systemName: name)
        view.tintColor = tint
        view.isUserInteractionEnabled = false
        return view
    }

    private static func width(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .custom(let width): max(width, view.frame.width)
        case .standard: max(view.frame.width, 25)
        case .actual: view.frame.width
        }
    }

    // MARK: Layout

    private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    private static func margins(of cell: UIView) -> (leading: CGFloat, trailing: CGFloat) {
        (max(16, cell.directionalLayoutMargins.leading), max(16, cell.directionalLayoutMargins.trailing))
    }

    private static func isRightToLeft(_ cell: UIView) -> Bool { cell.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Where the content view goes in `bounds`: past the indentation and the shown accessories.
    func contentFrame(in bounds: CGRect, of cell: UIView, editing: Bool) -> CGRect {
        let margins = Self.margins(of: cell)
        var trailing: CGFloat = 0, leading = indentation
        for (accessory, view) in accessories where accessory.isShown(editing: editing) {
            let room = Self.width(of: accessory, view: view) + Self.accessorySpacing
            if accessory.isLeading { leading += room } else { trailing += room }
        }
        if trailing > 0 { trailing += margins.trailing - Self.accessorySpacing }
        if leading > indentation { leading += margins.leading - Self.accessorySpacing }
        let frame = CGRect(x: bounds.minX + leading, y: bounds.minY, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        guard Self.isRightToLeft(cell) else { return frame }
        return CGRect(x: bounds.maxX - frame.maxX + bounds.minX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Places the accessories at the cell's edges, centred vertically.
    func layoutAccessories(in cell: UIView, editing: Bool) {
        let margins = Self.margins(of: cell)
        var trailingEdge = cell.bounds.width - margins.trailing
        var leadingEdge = indentation + margins.leading
        for (accessory, view) in accessories.reversed() where accessory.isShown(editing: editing) && !accessory.isLeading {
            let room = Self.width(of: accessory, view: view)
            place(view, x: trailingEdge - room + (room - view.frame.width) / 2, in: cell)
            trailingEdge -= room + Self.accessorySpacing
        }
        for (accessory, view) in accessories where accessory.isShown(editing: editing) && accessory.isLeading {
            let room = Self.width(of: accessory, view: view)
            place(view, x: leadingEdge + (room - view.frame.width) / 2, in: cell)
            leadingEdge += room + Self.accessorySpacing
        }
    }

    private func place(_ view: UIView, x: CGFloat, in cell: UIView) {
        let size = view.frame.size
        let left = Self.isRightToLeft(cell) ? cell.bounds.width - x - size.width : x
        view.frame = CGRect(x: left, y: ((cell.bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// Lays the separator along the bottom edge from `leading` (measured from the
    /// leading edge) to the trailing edge, less `trailingInset`.
    func layoutSeparator(in cell: UIView, leading: CGFloat, trailingInset: CGFloat = 0) {
        let thickness = 1 / max(1, cell.traitCollection.displayScale)
        let width = max(0, cell.bounds.width - leading - trailingInset)
        let x = Self.isRightToLeft(cell) ? trailingInset : leading
        separator.frame = CGRect(x: x, y: cell.bounds.height - thickness, width: width, height: thickness)
        cell.bringSubviewToFront(separator)
    }

    /// Where the text of the cell's content starts, from the leading edge: the
    /// separator's default start.
    func textLeadingEdge(of cell: UIView, contentView: UIView, configuredContent: UIView?) -> CGFloat {
        let contentLeading = Self.isRightToLeft(cell) ? cell.bounds.width - contentView.frame.maxX : contentView.frame.minX
        if let listContent = configuredContent as? UIListContentView {
            return contentLeading + listContent.textLeadingEdge
        }
        return contentLeading + Self.margins(of: cell).leading
    }
}
