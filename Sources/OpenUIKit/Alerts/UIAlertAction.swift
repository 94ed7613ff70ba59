import Foundation

/// A button of an alert or action sheet: its title, its role, and what happens when the
/// user chooses it.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(plant) })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// ```
///
/// The handler runs once the alert has gone, so it can present another controller.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, NSCopying {
    /// What an action does, which decides how it looks and where it goes.
    public enum Style: Int, Sendable {
        /// An ordinary choice.
        case `default` = 0
        /// Leaves things as they were; at most one per alert, placed last (or first, side
        /// by side). A tap outside an action sheet chooses it.
        case cancel = 1
        /// Changes or deletes data: drawn in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's role.
    public let style: Style
    /// Whether the user can choose it; a disabled action's button dims.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }

    let handler: ((UIAlertAction) -> Void)?
    /// The button showing the action while its alert is on screen.
    weak var button: UIButton?

    /// An action titled `title` in `style` that calls `handler` once chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        let copy: UIAlertAction = MainActor.assumeIsolated { copied() }
        return copy
    }

    private func copied() -> UIAlertAction {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
