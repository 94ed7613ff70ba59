import Foundation

/// An action shown when a list row is swiped: a coloured button with a title or an image
/// that runs a handler.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     model.remove(at: indexPath)
///     completion(true)
/// }
/// return UISwipeActionsConfiguration(actions: [delete])
/// ```
///
/// The handler gets the action, the button's view and a completion to call with whether
/// the action was performed; the row's actions close when it is called.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// What the action does to its row: `.destructive` actions are red by default.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// Runs the action: the action, the view that showed it, and a completion to call
    /// with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// What runs when the action is chosen.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's image, drawn in white.
    open var image: UIImage?
    /// The button's colour; by default red for destructive actions and grey otherwise.
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    private var customBackgroundColor: UIColor?

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
