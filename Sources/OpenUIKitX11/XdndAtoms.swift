import CX11

/// The atoms of the XDND protocol (version 5), which a window uses both as a drop target
/// and as the source of a drag, and the client messages both send.
struct XdndAtoms {
    /// The protocol version OpenUIKit speaks.
    static let version: CLong = 5

    let aware, enter, position, status, leave, drop, finished, typeList, actionCopy, actionMove: Atom

    init(display: OpaquePointer) {
        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        aware = atom("XdndAware")
        enter = atom("XdndEnter")
        position = atom("XdndPosition")
        status = atom("XdndStatus")
        leave = atom("XdndLeave")
        drop = atom("XdndDrop")
        finished = atom("XdndFinished")
        typeList = atom("XdndTypeList")
        actionCopy = atom("XdndActionCopy")
        actionMove = atom("XdndActionMove")
    }

    /// Sends the XDND message `type` with up to five `values` to `window`.
    static func send(_ type: Atom, _ values: [CLong], to window: Window, display: OpaquePointer) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = 32
        let padded = values + Array(repeating: 0, count: max(0, 5 - values.count))
        event.xclient.data.l = (padded[0], padded[1], padded[2], padded[3], padded[4])
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
    }
}
