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

    // MARK: Touches
    //
    // Unhandled touches travel up the responder chain, as in UIKit: override to handle
    // them, call `super` to pass them on.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
