import CX11
import Foundation

extension X11Clipboard {
    /// Hands what the app copied to the clipboard manager before the window goes (as GTK
    /// and Qt do), so that it can still be pasted after the app ends: asks the manager to
    /// save our targets and serves its requests until it says it has, for a second at most.
    /// Does nothing when the app does not own CLIPBOARD or no manager runs.
    func handOverToClipboardManager() {
        guard ownsSelection, XGetSelectionOwner(display, atoms.manager) != 0 else { return }
        XConvertSelection(display, atoms.manager, atoms.saveTargets, atoms.transfer, window, UInt(CurrentTime))
        XFlush(display)
        let deadline = ContinuousClock.now + .seconds(1)
        var event = XEvent()
        while ContinuousClock.now < deadline {
            guard XPending(display) > 0 else {
                var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, 20)
                continue
            }
            XNextEvent(display, &event)
            switch event.type {
            case SelectionRequest: answer(event.xselectionrequest)
            case PropertyNotify: propertyChanged(event.xproperty)
            case SelectionNotify where event.xselection.selection == atoms.manager: return
            default: break
            }
        }
    }
}
