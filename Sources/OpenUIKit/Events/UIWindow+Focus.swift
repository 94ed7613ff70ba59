import Foundation

extension UIWindow {
    /// The focused view while it is still in this window and can be focused.
    package var focusedViewInWindow: UIView? {
        guard let view = focusedView, view.window === self, view.canBecomeFocused, view.isVisibleForFocus else { return nil }
        return view
    }

    /// Tab and shift-tab that nobody handled move keyboard focus to the next (or previous)
    /// view in reading order that takes it: text inputs become first responder, controls
    /// take focus and show a halo.
    func moveFocus(forward: Bool) {
        var candidates: [UIView] = []
        func visit(_ view: UIView) {
            guard view.isVisibleForFocus else { return }
            if view.canBecomeFirstResponder || view.canBecomeFocused { candidates.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        guard !candidates.isEmpty else { return }
        let current = candidates.firstIndex { $0.isFirstResponder || $0 === focusedViewInWindow }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : candidates.count - 1)) % candidates.count
        } else {
            next = forward ? 0 : candidates.count - 1
        }
        focus(candidates[next])
    }

    /// Moves keyboard focus to `view`: a text input becomes first responder; anything
    /// else takes focus from it.
    func focus(_ view: UIView) {
        if view.canBecomeFirstResponder {
            setFocusedView(nil)
            _ = view.becomeFirstResponder()
            return
        }
        if let responder = firstResponderInWindow, responder !== view { _ = responder.resignFirstResponder() }
        setFocusedView(view)
    }

    func setFocusedView(_ view: UIView?) {
        let previous = focusedView
        focusHalo?.removeFromSuperview()
        focusHalo = nil
        focusedView = view
        if previous !== view { NotificationCenter.default.post(name: .openUIKitFocusDidChange, object: self) }
        guard let view else { return }
        let halo = FocusHaloView(around: view)
        focusHalo = halo
    }
}

extension Notification.Name {
    /// Posted by a window (the object) when keyboard focus moved to another view or left.
    package static let openUIKitFocusDidChange = Notification.Name("OpenUIKit.focusDidChange")
}

extension UIView {
    /// Moves keyboard focus to this view, as Tab would (a text input becomes first
    /// responder); SwiftUI's `@FocusState` sets focus through it.
    package func takeKeyboardFocus() {
        window?.focus(self)
    }

    /// Takes keyboard focus away from this view if it has it.
    package func giveUpKeyboardFocus() {
        if isFirstResponder { _ = resignFirstResponder() }
        if let window, window.focusedView === self { window.setFocusedView(nil) }
    }
}

extension UIView {
    /// Whether keyboard focus rests on this view.
    public var isFocused: Bool { window?.focusedViewInWindow === self }

    /// Shown, interactive and not transparent, with every ancestor so.
    var isVisibleForFocus: Bool {
        var current: UIView? = self
        while let view = current {
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > 0.01 else { return false }
            current = view.superview
        }
        return true
    }
}
