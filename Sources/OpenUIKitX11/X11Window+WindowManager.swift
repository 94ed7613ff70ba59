import CX11
import Foundation

extension X11Window {
    /// Sends the window manager an EWMH request about this window (`type`, such as
    /// `_NET_ACTIVE_WINDOW`, with up to five values), as EWMH has clients do: to the root
    /// window, for whoever manages it.
    func askWindowManager(_ type: String, _ values: [CLong]) {
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = window
        message.xclient.message_type = XInternAtom(display, type, 0)
        message.xclient.format = 32
        let padded = Array((values + [0, 0, 0, 0, 0]).prefix(5))
        message.xclient.data.l = (padded[0], padded[1], padded[2], padded[3], padded[4])
        XSendEvent(display, XDefaultRootWindow(display), 0, SubstructureRedirectMask | SubstructureNotifyMask, &message)
        XFlush(display)
    }
}
