import Foundation

/// Holds focusable content: keyboard focus rests on it, and the keys pressed then go up
/// the responder chain from it.
final class FocusableView: ContainerView {
    var isFocusable = true {
        didSet { if !isFocusable, isFocused { giveUpKeyboardFocus() } }
    }
    var focusesOnTap = true
    var focusChanged: () -> Void = {}
    private lazy var watcher = FocusChangeWatcher(hasFocus: { [unowned self] in self.hasFocus }, changed: { [unowned self] _ in self.focusChanged() })
    private lazy var tap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(handler: { [weak self] _ in self?.tapped() })
        recognizer.cancelsTouchesInView = false
        return recognizer
    }()

    override var canBecomeFocused: Bool { isFocusable }

    /// A view a tap focuses takes taps anywhere in it that nothing inside takes.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard focusesOnTap, !isHidden, alpha > 0.01, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        return self
    }

    /// Whether focus rests on this view or on a view inside.
    var hasFocus: Bool {
        guard let focused = window?.focusedViewInWindow else { return false }
        return focused.isDescendant(of: self)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if gestureRecognizers?.contains(where: { $0 === tap }) != true { addGestureRecognizer(tap) }
        watcher.follow(window)
    }

    private func tapped() {
        guard focusesOnTap, !isFocused else { return }
        takeKeyboardFocus()
    }
}
