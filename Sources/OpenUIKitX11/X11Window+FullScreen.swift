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
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, XInternAtom(display, "_NET_WM_STATE", 0), 0, 64, 0, Atom(XA_ATOM),
                                        &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 32, let data else { return [] }
        return data.withMemoryRebound(to: CLong.self, capacity: Int(count)) { values in
            (0..<Int(count)).map { Atom(UInt(bitPattern: values[$0])) }
        }
    }

    /// Asks the window manager to remove (0) the full-screen state, as an application (1).
    private func leaveFullScreen() {
        askWindowManager("_NET_WM_STATE", [0, CLong(bitPattern: UInt(XInternAtom(display, "_NET_WM_STATE_FULLSCREEN", 0))), 0, 1])
    }
}
