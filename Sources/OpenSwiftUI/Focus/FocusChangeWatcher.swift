import Foundation

/// Follows keyboard focus in a view's window and says when whether the view has focus
/// changes (for focus states and focusable views).
@MainActor
final class FocusChangeWatcher {
    private var observer: NSObjectProtocol?
    private var wasFocused = false
    private let hasFocus: () -> Bool
    private let changed: (Bool) -> Void

    init(hasFocus: @escaping () -> Bool, changed: @escaping (Bool) -> Void) {
        self.hasFocus = hasFocus
        self.changed = changed
    }

    /// Follows focus in `window` (none when `nil`), as the view moves between windows.
    func follow(_ window: UIWindow?) {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
        guard let window else { return }
        observer = NotificationCenter.default.addObserver(forName: .openUIKitFocusDidChange, object: window, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.focusMayHaveChanged() }
        }
    }

    private func focusMayHaveChanged() {
        let focused = hasFocus()
        guard focused != wasFocused else { return }
        wasFocused = focused
        changed(focused)
    }
}
