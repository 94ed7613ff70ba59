import Foundation

/// The compact style of a date picker: the date and the time as rounded labels at the
/// trailing edge; a tap on one opens its editor (the inline calendar, or time wheels) in a
/// popover growing out of it, even on a phone.
@MainActor
final class DatePickerCompactView: UIView, DatePickerFace {
    enum Part { case date, time }

    unowned let picker: UIDatePicker
    let parts: [Part]
    private(set) var fields: [DatePickerCompactField] = []
    /// The editor showing, and the field it grew out of.
    private(set) var editor: DatePickerPopoverController?

    static let spacing: CGFloat = 6

    init(picker: UIDatePicker, parts: [Part]? = nil) {
        self.picker = picker
        switch picker.datePickerMode {
        case .time: self.parts = parts ?? [.time]
        case .dateAndTime: self.parts = parts ?? [.date, .time]
        default: self.parts = parts ?? [.date]
        }
        super.init(frame: .zero)
        for part in self.parts {
            let field = DatePickerCompactField()
            field.addAction(UIAction { [unowned self, unowned field] _ in openEditor(for: part, from: field) }, for: .primaryActionTriggered)
            addSubview(field)
            fields.append(field)
        }
    }

    required init?(coder: NSCoder) { nil }

    func field(for part: Part) -> DatePickerCompactField? {
        parts.firstIndex(of: part).map { fields[$0] }
    }

    override var intrinsicContentSize: CGSize {
        let sizes = fields.map(\.intrinsicContentSize)
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + Self.spacing * CGFloat(max(0, sizes.count - 1)),
                      height: sizes.map(\.height).max() ?? DatePickerCompactField.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // UIKit keeps a compact picker's labels at its trailing edge.
        var x = rightToLeft ? 0 : bounds.width - intrinsicContentSize.width
        for field in rightToLeft ? fields.reversed() : fields {
            let size = field.intrinsicContentSize
            field.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + Self.spacing
        }
    }

    /// A field's text grew or shrank (Dynamic Type).
    func fieldSizeDidChange() {
        invalidateIntrinsicContentSize()
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func refresh(animated: Bool) {
        for (part, field) in zip(parts, fields) {
            field.text = part == .date ? picker.formats.dateText(picker.date) : picker.formats.timeText(picker.date)
            field.isEnabled = picker.isEnabled
        }
        editor?.mirror()
        invalidateIntrinsicContentSize()
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: The editor popover

    private func openEditor(for part: Part, from field: DatePickerCompactField) {
        guard editor == nil, let presenter = picker.topmostPresentingController else { return }
        let editor = DatePickerPopoverController(source: picker, part: part)
        editor.onDismiss = { [weak self, weak field] in
            field?.isEditing = false
            self?.editor = nil
        }
        editor.popoverPresentationController?.sourceView = field
        self.editor = editor
        field.isEditing = true
        presenter.present(editor, animated: true)
    }
}
