import CX11
import Foundation
import OpenUIKitHost

/// The XDND protocol (version 5) for drops from other apps on one window: it marks the
/// window `XdndAware`, turns the source's messages into drag events, answers with
/// `XdndStatus`, loads the dropped data from `XdndSelection` without blocking, and sends
/// `XdndFinished` once the loads the app asked for are done.
@MainActor
final class X11DragTarget {
    private let display: OpaquePointer
    private let window: Window
    private let atoms: XdndAtoms
    private let selection: X11Clipboard
    /// The drag over the window: its source and what it offers.
    private var source: Window = 0
    private var offered: [String] = []
    private var hasEntered = false
    /// Where the drag last was, in window pixels: `XdndDrop` carries no position.
    private var lastPoint = (x: 0, y: 0)
    /// A drop that finishes once its loads are done.
    private var finishing: HostDragOperation?

    init(display: OpaquePointer, window: Window, selection: X11Clipboard) {
        self.display = display
        self.window = window
        atoms = XdndAtoms(display: display)
        self.selection = selection
        var version = XdndAtoms.version
        withUnsafeBytes(of: &version) { raw in
            _ = XChangeProperty(display, window, atoms.aware, Atom(XA_ATOM), 32, PropModeReplace,
                                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Whether `message` is one of XDND's.
    func isDragMessage(_ message: XClientMessageEvent) -> Bool {
        [atoms.enter, atoms.position, atoms.leave, atoms.drop].contains(message.message_type)
    }

    /// The drag event an XDND message stands for, if any.
    func handle(_ message: XClientMessageEvent) -> HostDragEvent? {
        let data = message.data.l
        let sender = Window(UInt(bitPattern: data.0))
        switch message.message_type {
        case atoms.enter:
            source = sender
            offered = types(in: message)
            hasEntered = false
            finishing = nil
            return nil
        case atoms.position where sender == source:
            let (x, y) = windowPoint(rootPacked: data.2)
            defer { hasEntered = true }
            return hasEntered ? .moved(x: x, y: y) : .entered(types: offered, x: x, y: y)
        case atoms.leave where sender == source:
            source = 0
            return hasEntered ? .left : nil
        case atoms.drop where sender == source:
            guard hasEntered else {
                send(atoms.finished, [CLong(bitPattern: UInt(window)), 0, 0])
                source = 0
                return nil
            }
            selection.forgetLoaded()
            return .dropped(x: lastPoint.x, y: lastPoint.y)
        default:
            return nil
        }
    }

    /// Tells the source what a drop here would do.
    func answer(_ operation: HostDragOperation) {
        guard source != 0 else { return }
        let accepts: CLong = operation == .none ? 0 : 1
        // Bit 1 asks for a position message for every move, not only outside a rectangle.
        send(atoms.status, [CLong(bitPattern: UInt(window)), accepts | 2, 0, 0, CLong(bitPattern: UInt(action(for: operation)))])
    }

    /// Loads the dropped data of `type` from the source.
    func load(_ type: String, completion: @escaping @MainActor (Data?) -> Void) {
        guard source != 0 else { return completion(nil) }
        selection.fetch(type, completion: completion)
    }

    /// The drop is done; the source hears it once the loads are.
    func finish(_ operation: HostDragOperation) {
        guard source != 0 else { return }
        finishing = operation
        sendFinishedIfLoaded()
    }

    /// Gives up on loads the source does not answer and sends a waiting `XdndFinished`.
    func poll() {
        selection.giveUpOnSlowStep()
        sendFinishedIfLoaded()
    }

    private func sendFinishedIfLoaded() {
        guard let operation = finishing, selection.isIdle, source != 0 else { return }
        send(atoms.finished, [CLong(bitPattern: UInt(window)), operation == .none ? 0 : 1, CLong(bitPattern: UInt(action(for: operation)))])
        finishing = nil
        source = 0
    }

    private func action(for operation: HostDragOperation) -> Atom {
        switch operation {
        case .none: 0
        case .copy: atoms.actionCopy
        case .move: atoms.actionMove
        }
    }

    /// A root position packed as XDND sends it, in window pixels.
    private func windowPoint(rootPacked packed: CLong) -> (Int, Int) {
        let rootX = Int32((packed >> 16) & 0xFFFF), rootY = Int32(packed & 0xFFFF)
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, XDefaultRootWindow(display), window, rootX, rootY, &x, &y, &child)
        lastPoint = (Int(x), Int(y))
        return lastPoint
    }

    /// The MIME types an `XdndEnter` offers: up to three in the message, or the source's
    /// `XdndTypeList` when it has more.
    private func types(in message: XClientMessageEvent) -> [String] {
        let data = message.data.l
        let atomsInMessage = [data.2, data.3, data.4].map { Atom(UInt(bitPattern: $0)) }.filter { $0 != 0 }
        let list = data.1 & 1 != 0 ? typeList(of: source) ?? atomsInMessage : atomsInMessage
        return list.compactMap(selection.name(of:))
    }

    private func typeList(of source: Window) -> [Atom]? {
        X11Property.atoms(atoms.typeList, of: source, display: display, longs: 1024)
    }

    private func send(_ type: Atom, _ values: [CLong]) {
        XdndAtoms.send(type, values, to: source, display: display)
    }
}
