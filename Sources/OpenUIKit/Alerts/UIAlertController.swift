import Foundation

/// A message with choices: an alert in the middle of the screen or an action sheet along
/// its bottom, both on Liquid Glass in iOS 26's look.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete “Monstera”?",
///                               message: "Its watering history goes too.",
///                               preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(plant) })
/// present(alert, animated: true)
/// ```
///
/// Actions are capsule buttons: two short ones side by side (cancel on the leading side),
/// otherwise stacked with the cancel action last. The `preferredAction` is filled with the
/// tint colour. Choosing an action dismisses the alert, then runs its handler. An alert
/// stays until an action is chosen; a tap outside an action sheet chooses its cancel action.
///
/// Differs from UIKit: misuse UIKit raises an exception for (a second cancel action, text
/// fields on an action sheet, a preferred action not added) is logged and ignored; action
/// sheets show at the bottom of the screen in every size class (not in a popover on iPad);
/// Return and Escape do not choose actions yet; `modalPresentationStyle` is `.custom`, as
/// in UIKit, and cannot be changed to present an action sheet as a popover.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Where the alert shows.
    public enum Style: Int, Sendable {
        /// A panel along the bottom of the screen with a list of choices.
        case actionSheet = 0
        /// A panel in the middle of the screen.
        case alert = 1
    }

    /// The alert's style.
    public private(set) var preferredStyle = Style.alert
    /// The text under the title.
    open var message: String? {
        didSet { contentDidChange() }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action filled with the tint colour (it must have been added).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                ConsoleLog.report("UIAlertController: the preferred action \"\(preferredAction.title ?? "")\" must be added before it is preferred; ignored")
                self.preferredAction = nil
            }
            contentDidChange()
        }
    }
    /// The text fields, in the order they were added; `nil` when there are none.
    public private(set) var textFields: [UITextField]?
    /// Whether a chosen action's dismissal is under way (a second tap waits for it).
    private var isChoosing = false

    /// An alert or action sheet showing `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// Adds a button for `action`. A second cancel action is refused, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            ConsoleLog.report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field above the buttons (alerts only), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            ConsoleLog.report("UIAlertController: text fields can only be added to an alert controller of style .alert; ignored")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .preferredFont(forTextStyle: .body)
        // Return in a field chooses the preferred action, as the Return key does.
        field.addAction(UIAction { [weak self] _ in self?.chooseWithReturnKey() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        contentDidChange()
    }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    /// Once shown, the alert takes the keyboard: its first text field, or the alert itself
    /// (Return chooses the preferred action, Escape the cancel action).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let field = textFields?.first {
            field.becomeFirstResponder()
        } else {
            view.becomeFirstResponder()
        }
    }

    // MARK: Presentation

    override var presentationControllerClass: UIPresentationController.Type { AlertPresentationController.self }

    override func makePresentationController() -> UIPresentationController {
        AlertPresentationController(alert: self)
    }

    /// The cancel action, if there is one.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// Return: the preferred action, or the only action that is not the cancel action.
    func chooseWithReturnKey() {
        let candidates = actions.filter { $0.style != .cancel }
        guard let action = preferredAction ?? (candidates.count == 1 ? candidates[0] : nil) else { return }
        choose(action)
    }

    /// Escape: the cancel action.
    func chooseWithEscapeKey() {
        if let cancelAction { choose(cancelAction) }
    }

    /// The user chose `action`: the alert goes, then the action's handler runs.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isChoosing else { return }
        isChoosing = true
        dismiss(animated: true) { [weak self] in
            self?.isChoosing = false
            action.handler?(action)
        }
    }

    private func contentDidChange() {
        (viewIfLoaded as? AlertContentView)?.setNeedsRebuild()
        activePresentation?.container?.setNeedsLayout()
    }
}
