import Foundation

/// An object in the responder chain: views, controllers, windows and the application.
@MainActor
open class UIResponder {
    public init() {}

    /// The next object in the chain: a view's controller or superview, and so on.
    open var next: UIResponder? { nil }

    /// Whether the object can become first responder (receive key events first).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object is the first responder.
    open var isFirstResponder: Bool { false }
}
