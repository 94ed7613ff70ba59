import Foundation

/// An action VoiceOver offers in its actions rotor, beyond activating the element:
/// "Delete", "Flag", "Reply".
///
/// ```swift
/// cell.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Delete") { _ in model.delete(item); return true }
/// ]
/// ```
///
/// Differs from UIKit: the target-and-selector initializer is absent, since Swift on
/// Linux has no selectors; the handler initializers do the same.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, spoken by VoiceOver and shown by assistive technologies.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }

    /// The name with speech attributes.
    open var attributedName: NSAttributedString

    /// An image for the action where assistive technologies show one.
    open var image: UIImage?

    /// Performs the action and returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image, named `name`, that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// Runs the handler; `false` when there is none.
    func perform() -> Bool { actionHandler?(self) ?? false }
}
