import Foundation

/// The editor a compact date picker opens: an inline calendar for its date or wheels for its
/// time, in a popover that stays a popover on a phone. Choices go straight to the compact
/// picker, which sends `.valueChanged`.
@MainActor
final class DatePickerPopoverController: UIViewController, UIPopoverPresentationControllerDelegate {
    unowned let source: UIDatePicker
    let editor = UIDatePicker()
    var onDismiss: (() -> Void)?

    init(source: UIDatePicker, part: DatePickerCompactView.Part) {
        self.source = source
        super.init(nibName: nil, bundle: nil)
        editor.datePickerMode = part == .date ? .date : .time
        editor.preferredDatePickerStyle = part == .date ? .inline : .wheels
        mirror()
        editor.addAction(UIAction { [unowned self] _ in self.source.userChose(self.editor.date) }, for: .valueChanged)
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
        let size = editor.intrinsicContentSize
        preferredContentSize = CGSize(width: max(size.width, part == .date ? 340 : 260), height: size.height + 16)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(editor)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        editor.frame = view.bounds.insetBy(dx: 8, dy: 8)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDismiss?()
        onDismiss = nil
    }

    /// Takes the compact picker's settings and value.
    func mirror() {
        editor.locale = source.locale
        editor.calendar = source.calendar
        editor.timeZone = source.timeZone
        editor.minuteInterval = source.minuteInterval
        editor.minimumDate = source.minimumDate
        editor.maximumDate = source.maximumDate
        editor.today = source.today
        editor.tintColor = source.tintColor
        if editor.date != source.date { editor.setDate(source.date, animated: editor.window != nil) }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
