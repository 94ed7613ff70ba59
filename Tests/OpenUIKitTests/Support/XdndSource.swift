import CX11
import Foundation

/// Another app dragging data over a window with XDND, scripted for tests: its own
/// connection and window, which owns `XdndSelection`, sends the drag's messages and serves
/// the data when the target asks.
@MainActor
final class XdndSource {
    private let display: OpaquePointer
    private let window: Window
    private let target: Window
    private let offered: [(type: String, data: Data)]
    /// What the target said: accepted or not with its action, for each status; and finished.
    private(set) var statuses: [(accepts: Bool, action: String?)] = []
    private(set) var finished: (accepted: Bool, action: String?)?
    private(set) var servedTypes: [String] = []

    init?(displayName: String, target: Window, offering offered: [(type: String, data: Data)]) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
        self.target = target
        self.offered = offered
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 10, 10, 0, 0, 0)
        XSetSelectionOwner(display, atom("XdndSelection"), window, UInt(CurrentTime))
        if offered.count > 3 {
            var list = offered.map { CLong(bitPattern: UInt(atom($0.type))) }
            let count = Int32(list.count)
            let typeList = atom("XdndTypeList")
            list.withUnsafeMutableBytes { raw in
                _ = XChangeProperty(display, window, typeList, Atom(XA_ATOM), 32, PropModeReplace,
                                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
            }
        }
        XFlush(display)
    }

    func close() {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    private func name(_ atom: Atom) -> String? {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    func enter() {
        let types = offered.prefix(3).map { CLong(bitPattern: UInt(atom($0.type))) } + [0, 0, 0]
        send("XdndEnter", [CLong(bitPattern: UInt(window)), (5 << 24) | (offered.count > 3 ? 1 : 0), types[0], types[1], types[2]])
    }

    /// Moves the drag to `point` in the target window's pixels.
    func move(to point: (x: Int, y: Int)) {
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, target, XDefaultRootWindow(display), Int32(point.x), Int32(point.y), &rootX, &rootY, &child)
        send("XdndPosition", [CLong(bitPattern: UInt(window)), 0, (CLong(rootX) << 16) | CLong(rootY), CLong(CurrentTime),
                              CLong(bitPattern: UInt(atom("XdndActionCopy")))])
    }

    func leave() { send("XdndLeave", [CLong(bitPattern: UInt(window)), 0, 0, 0, 0]) }

    func drop() { send("XdndDrop", [CLong(bitPattern: UInt(window)), 0, CLong(CurrentTime), 0, 0]) }

    /// Waits up to `timeout` seconds for the server to send something.
    func waitForEvents(timeout: TimeInterval) {
        guard XPending(display) == 0 else { return }
        var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(timeout * 1000))
    }

    /// Handles what arrived: the target's answers and its requests for data.
    func pump() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            switch event.type {
            case ClientMessage where event.xclient.message_type == atom("XdndStatus"):
                statuses.append((event.xclient.data.l.1 & 1 != 0, name(Atom(UInt(bitPattern: event.xclient.data.l.4)))))
            case ClientMessage where event.xclient.message_type == atom("XdndFinished"):
                finished = (event.xclient.data.l.1 & 1 != 0, name(Atom(UInt(bitPattern: event.xclient.data.l.2))))
            case SelectionRequest:
                serve(event.xselectionrequest)
            default:
                break
            }
        }
    }

    private func serve(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0
        if let wanted = name(request.target), let item = offered.first(where: { $0.type == wanted }) {
            servedTypes.append(wanted)
            item.data.withUnsafeBytes { raw in
                _ = XChangeProperty(display, request.requestor, request.property, request.target, 8, PropModeReplace,
                                    raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(item.data.count))
            }
            reply.xselection.property = request.property
        }
        XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        XFlush(display)
    }

    private func send(_ type: String, _ values: [CLong]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = target
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        event.xclient.data.l = (values[0], values[1], values[2], values[3], values[4])
        XSendEvent(display, target, 0, NoEventMask, &event)
        XFlush(display)
    }
}
