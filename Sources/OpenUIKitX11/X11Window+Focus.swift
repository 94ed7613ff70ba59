import CX11
import Foundation
import OpenUIKitHost

extension X11Window {
    /// The host event for a focus change, or `nil` for changes that leave the window's own
    /// focus as it was: moves between its children, and the window manager's or another
    /// client's keyboard grabs (a window switcher holding the keyboard for a moment).
    func focusChange(_ event: XFocusChangeEvent) -> HostEvent? {
        guard event.mode == NotifyNormal || event.mode == NotifyWhileGrabbed,
            event.detail != NotifyInferior, event.detail != NotifyPointer
        else { return nil }
        let focused = event.type == FocusIn
        guard focused != hasFocus else { return nil }
        hasFocus = focused
        inputMethodFocusChanged(focused)
        return .focusChanged(focused)
    }

    /// Asks the window manager to bring the window to the front and focus it, through
    /// `_NET_ACTIVE_WINDOW` as a pager does (the window manager may refuse), and raises it
    /// where no window manager runs. X11 needs no token.
    public func activate(token: String?) {
        // Source 2: a pager, which window managers honour without focus-stealing checks.
        askWindowManager("_NET_ACTIVE_WINDOW", [2, CLong(CurrentTime)])
        XRaiseWindow(display, window)
        XFlush(display)
    }
}
