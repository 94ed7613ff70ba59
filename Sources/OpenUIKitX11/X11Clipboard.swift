import CX11
import Foundation

/// An X11 selection for one window (ICCCM), CLIPBOARD or PRIMARY: owning it with text and
/// answering other clients' requests, and asking its owner for text when we do not own it.
final class X11Clipboard {
    private let display: OpaquePointer
    private let window: Window
    /// The selection's atom.
    let clipboardAtom: Atom
    private let utf8Atom: Atom
    private let targetsAtom: Atom
    private let textAtom: Atom
    private let transferAtom: Atom
    /// The text we serve while we own the selection.
    private var owned: String?

    /// The selection `selection` ("CLIPBOARD" or "PRIMARY") for `window`.
    init(display: OpaquePointer, window: Window, selection: String = "CLIPBOARD") {
        self.display = display
        self.window = window
        clipboardAtom = XInternAtom(display, selection, 0)
        utf8Atom = XInternAtom(display, "UTF8_STRING", 0)
        targetsAtom = XInternAtom(display, "TARGETS", 0)
        textAtom = XInternAtom(display, "TEXT", 0)
        transferAtom = XInternAtom(display, "OPENUIKIT_CLIPBOARD", 0)
    }

    /// Owns the selection with `text`.
    func write(_ text: String) {
        owned = text
        XSetSelectionOwner(display, clipboardAtom, window, UInt(CurrentTime))
        if XGetSelectionOwner(display, clipboardAtom) != window { owned = nil }
        XFlush(display)
    }

    /// Another client took the selection.
    func ownershipLost() { owned = nil }

    /// The selection's text: ours, or converted by its owner to UTF-8 (`nil` without an
    /// owner, when it has no text, or when it does not answer in half a second).
    func read() -> String? {
        if let owned, XGetSelectionOwner(display, clipboardAtom) == window { return owned }
        guard XGetSelectionOwner(display, clipboardAtom) != 0 else { return nil }
        XDeleteProperty(display, window, transferAtom)
        XConvertSelection(display, clipboardAtom, utf8Atom, transferAtom, window, UInt(CurrentTime))
        XFlush(display)
        let deadline = Date().addingTimeInterval(0.5)
        var event = XEvent()
        while Date() < deadline {
            if XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0 else { return nil }
                return takeProperty()
            }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
        }
        return nil
    }

    /// Reads and deletes the transfer property as UTF-8.
    private func takeProperty() -> String? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, transferAtom, 0, 1 << 24, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    /// Answers a request for our selection: the list of targets, or the text as UTF-8.
    func answer(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = request.display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0
        let property = request.property != 0 ? request.property : request.target
        if let owned, request.selection == clipboardAtom {
            if request.target == targetsAtom {
                let targets = [targetsAtom, utf8Atom, textAtom, Atom(XA_STRING)]
                targets.withUnsafeBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(targets.count))
                }
                reply.xselection.property = property
            } else if request.target == utf8Atom || request.target == textAtom || request.target == Atom(XA_STRING) {
                let bytes = Array(owned.utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    _ = XChangeProperty(display, request.requestor, property, request.target, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
                }
                reply.xselection.property = property
            }
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }
}
