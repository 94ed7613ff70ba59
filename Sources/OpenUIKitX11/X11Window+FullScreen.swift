import CX11
import Foundation

/// Keeping a window out of full screen when its scene does not allow it. X11 has no way
/// for a client to forbid a state, so the window watches its `_NET_WM_STATE` and asks the
/// window manager (EWMH) to take full screen away whenever it is set.
extension X11Window {
    public func setAllowsFullScreen(_ allowed: Bool) {
        guard !isClosed, allowed != allowsFullScreen else { return }
        allowsFullScreen = allowed
        if !allowed, isFullScreen { leaveFullScreen() }
    }

    /// Whether the window manager shows the window full screen now.
    var isFullScreen: Bool {
        windowStates().contains(XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", 0))
    }

    func windowStateMayHaveChanged(_ event: XPropertyEvent) {
        guard !allowsFullScreen, event.window == window, event.state == PropertyNewValue,
            event.atom == XInternAtom(display, "_NET_WM_STATE", 0), isFullScreen
        else { return }
        leaveFullScreen()
    }

    /// The `_NET_WM_STATE` atoms the window manager set on the window.
    private func windowStates() -> [Atom] {
        X11Property.atoms(XInternAtom(display, "_NET_WM_STATE", 0), of: window, display: display, longs: 64) ?? []
    }

    /// Asks the window manager to remove (0) the full-screen state, as an application (1).
    private func leaveFullScreen() {
        askWindowManager("_NET_WM_STATE", [0, CLong(bitPattern: UInt(XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", 0))), 0, 1])
    }
}
