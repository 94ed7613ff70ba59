import Foundation

/// An object in the responder chain: views, controllers, windows and the application.
@MainActor
open class UIResponder {
    /// A responder with no next responder of its own.
    public init() {}

    /// The next object in the chain: a view's controller or superview, and so on.
    open var next: UIResponder? { nil }

    /// Whether the object can become first responder (receive key events first).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the object is the first responder.
    open var isFirstResponder: Bool { Self.firstResponder === self }

    /// Whether the object gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }

    /// The app's first responder: where key presses go first.
    private static weak var firstResponder: UIResponder?

    /// The current first responder, if any.
    static var currentFirstResponder: UIResponder? { firstResponder }

    /// Makes the object the first responder, after the current one resigns. Returns
    /// `false` when it cannot become one (a view must be in a window).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if Self.firstResponder === self { return true }
        if let current = Self.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        Self.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns `true` (override to refuse).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Self.firstResponder === self { Self.firstResponder = nil }
        return true
    }

    // MARK: Presses
    //
    // Key presses go to the first responder and, unhandled, up the chain.

    /// Keys went down. The default passes them to the next responder.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A press changed. The default passes it to the next responder.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys came up. The default passes them to the next responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were cancelled. The default passes them to the next responder.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Touches
    //
    // Unhandled touches travel up the responder chain, as in UIKit: override to handle
    // them, call `super` to pass them on.

    /// Fingers touched down. The default passes the touches to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved. The default passes them to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted. The default passes the touches to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer took them, for
    /// example). The default passes them to the next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
