import CX11
import Foundation

/// Another app's window taking drops over XDND, scripted for tests: its own connection and
/// a window beside the app's; it answers every position, and on a drop reads one type from
/// `XdndSelection`, then says it finished.
@MainActor
final class XdndTarget {
    private let display: OpaquePointer
    let window: Window
    /// Whether the window takes the drag, and the MIME type it reads on a drop.
    var accepts = true
    var wantedType: String
    /// What it heard: the types offered on each enter, positions, leaves, and the data read.
    private(set) var offeredTypes: [[String]] = []
    private(set) var positions = 0
    private(set) var leaves = 0
    var received: Data?
    private var source: Window = 0

    init?(displayName: String, frame: (x: Int32, y: Int32, width: UInt32, height: UInt32), wantedType: String) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
        self.wantedType = wantedType
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), frame.x, frame.y, frame.width, frame.height, 0, 0, 0)
        var version: CLong = 5
        withUnsafeBytes(of: &version) { raw in
            _ = XChangeProperty(display, window, XInternAtom(display, "XdndAware", 0), Atom(XA_ATOM), 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        XMapWindow(display, window)
        XSync(display, 0)
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

    /// Handles what arrived: the source's messages and the dropped data.
    func pump() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == ClientMessage {
                handle(event.xclient)
            } else if event.type == SelectionNotify {
                received = takeProperty(event.xselection) ?? Data()
                send("XdndFinished", [CLong(bitPattern: UInt(window)), 1, CLong(bitPattern: UInt(atom("XdndActionCopy")))])
            }
        }
    }

    private func handle(_ message: XClientMessageEvent) {
        let data = message.data.l
        switch name(message.message_type) {
        case "XdndEnter":
            source = Window(UInt(bitPattern: data.0))
            let inMessage = [data.2, data.3, data.4].map { Atom(UInt(bitPattern: $0)) }.filter { $0 != 0 }
            offeredTypes.append((data.1 & 1 != 0 ? typeList() : inMessage).compactMap(name))
        case "XdndPosition":
            positions += 1
            send("XdndStatus", [CLong(bitPattern: UInt(window)), accepts ? 1 : 0, 0, 0,
                                accepts ? CLong(bitPattern: UInt(atom("XdndActionCopy"))) : 0])
        case "XdndLeave":
            leaves += 1
        case "XdndDrop":
            XConvertSelection(display, atom("XdndSelection"), atom(wantedType), atom("DROPPED"), window, UInt(bitPattern: data.2))
            XFlush(display)
        default:
            break
        }
    }

    private func typeList() -> [Atom] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, source, atom("XdndTypeList"), 0, 64, 0, Atom(XA_ATOM), &type, &format, &count, &remaining, &bytes)
        defer { if let bytes { XFree(bytes) } }
        guard let bytes, format == 32 else { return [] }
        return bytes.withMemoryRebound(to: CLong.self, capacity: Int(count)) { longs in (0..<Int(count)).map { Atom(UInt(bitPattern: longs[$0])) } }
    }

    private func takeProperty(_ notice: XSelectionEvent) -> Data? {
        guard notice.property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, window, notice.property, 0, 1 << 20, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining, &bytes)
        defer { if let bytes { XFree(bytes) } }
        guard let bytes, format == 8 else { return nil }
        return Data(bytes: bytes, count: Int(count))
    }

    private func send(_ type: String, _ values: [CLong]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = source
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        let padded = values + Array(repeating: 0, count: 5 - values.count)
        event.xclient.data.l = (padded[0], padded[1], padded[2], padded[3], padded[4])
        XSendEvent(display, source, 0, NoEventMask, &event)
        // Synced: the answer is with the source before the test's next step.
        XSync(display, 0)
    }
}
