import CX11
import Foundation
import OpenUIKitHost

/// The app's own drags out of one window, over XDND (version 5): while the drag is outside
/// the window, the XDND-aware window under the pointer hears it enter, move and leave and
/// answers with `XdndStatus`; on release it gets `XdndDrop` once the offered data is ready
/// on `XdndSelection`, and reads it from there.
///
/// The pointer stays with the window while its button is held (X's implicit grab), so the
/// drag's positions come from the window's own motion events, outside its bounds too.
@MainActor
final class X11DragSource {
    private let display: OpaquePointer
    private let window: Window
    private let atoms: XdndAtoms
    private let selection: X11Clipboard
    /// The XDND-aware window under the drag, and the protocol version both speak.
    private var target: Window = 0
    private var targetVersion: CLong = 0
    /// The offered MIME types, as the target heard them in `XdndEnter`.
    private var offered: [String] = []
    /// What the target last said a drop would do.
    private var answer = HostDragOperation.none

    init(display: OpaquePointer, window: Window, selection: X11Clipboard) {
        self.display = display
        self.window = window
        atoms = XdndAtoms(display: display)
        self.selection = selection
    }

    /// Whether `message` is a target's answer to one of our drags.
    func isAnswer(_ message: XClientMessageEvent) -> Bool {
        message.message_type == atoms.status || message.message_type == atoms.finished
    }

    /// A target's `XdndStatus` or `XdndFinished`.
    func handle(_ message: XClientMessageEvent) {
        let data = message.data.l
        guard Window(UInt(bitPattern: data.0)) == target, target != 0 else { return }
        if message.message_type == atoms.status {
            answer = data.1 & 1 == 0 ? .none : Atom(UInt(bitPattern: data.4)) == atoms.actionMove ? .move : .copy
        } else {
            target = 0
            answer = .none
        }
    }

    /// The drag, offering `types`, is at (`x`, `y`) in the window's pixels.
    func move(types: [String], x: Int, y: Int) -> HostDragOperation {
        guard let root = rootPoint(x: x, y: y) else { return .none }
        let (found, version) = awareWindow(at: root)
        if found != target || types != offered {
            leave()
            guard found != 0 else { return .none }
            enter(found, version: version, types: types)
        }
        XdndAtoms.send(atoms.position, [
            CLong(bitPattern: UInt(window)), 0, (CLong(root.x) << 16) | CLong(root.y & 0xFFFF),
            CLong(CurrentTime), CLong(bitPattern: UInt(atoms.actionCopy)),
        ], to: target, display: display)
        return answer
    }

    /// The drag left the other app's window, came back or was cancelled.
    func leave() {
        guard target != 0 else { return }
        XdndAtoms.send(atoms.leave, [CLong(bitPattern: UInt(window))], to: target, display: display)
        target = 0
        answer = .none
    }

    /// The user let go: when the target takes the drop, the offered data is gathered through
    /// `provide`, put on `XdndSelection`, and then the target gets `XdndDrop`.
    func drop(provide: @escaping @MainActor (String, @escaping @MainActor (Data?) -> Void) -> Void) -> HostDragOperation {
        let operation = answer
        guard target != 0, operation != .none else {
            leave()
            return .none
        }
        let receiver = target
        var gathered: [String: Data] = [:]
        var remaining = offered.count
        for type in offered {
            provide(type) { [weak self] data in
                if let data { gathered[type] = data }
                remaining -= 1
                if remaining == 0 { self?.deliver(gathered, to: receiver) }
            }
        }
        return operation
    }

    private func deliver(_ items: [String: Data], to receiver: Window) {
        guard target == receiver else { return }
        selection.write(items)
        XdndAtoms.send(atoms.drop, [CLong(bitPattern: UInt(window)), 0, CLong(CurrentTime)], to: receiver, display: display)
    }

    private func enter(_ found: Window, version: CLong, types: [String]) {
        target = found
        targetVersion = min(version, XdndAtoms.version)
        offered = types
        let typeAtoms = types.map { CLong(bitPattern: UInt(XInternAtom(display, $0, 0))) }
        if typeAtoms.count > 3 {
            var list = typeAtoms
            list.withUnsafeMutableBytes { raw in
                _ = XChangeProperty(display, window, atoms.typeList, Atom(XA_ATOM), 32, PropModeReplace,
                                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(raw.count / MemoryLayout<CLong>.size))
            }
        }
        let inMessage = Array(typeAtoms.prefix(3)) + [0, 0, 0]
        XdndAtoms.send(atoms.enter, [
            CLong(bitPattern: UInt(window)), (targetVersion << 24) | (typeAtoms.count > 3 ? 1 : 0),
            inMessage[0], inMessage[1], inMessage[2],
        ], to: found, display: display)
    }

    private func rootPoint(x: Int, y: Int) -> (x: Int32, y: Int32)? {
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        let clampedX = Int32(clamping: x), clampedY = Int32(clamping: y)
        guard XTranslateCoordinates(display, window, XDefaultRootWindow(display), clampedX, clampedY, &rootX, &rootY, &child) != 0,
              (0...0x7FFF).contains(rootX), (0...0x7FFF).contains(rootY) else { return nil }
        return (rootX, rootY)
    }

    /// The innermost window under the root point that is XDND-aware (version 3 or later),
    /// looking down from the top-level window; never our own window.
    private func awareWindow(at root: (x: Int32, y: Int32)) -> (Window, CLong) {
        let rootWindow = XDefaultRootWindow(display)
        var current = rootWindow
        // Window trees are shallow; the bound guards against a tree changing under us.
        for _ in 0..<32 {
            var x: Int32 = 0, y: Int32 = 0
            var child: Window = 0
            guard XTranslateCoordinates(display, rootWindow, current, root.x, root.y, &x, &y, &child) != 0, child != 0 else { break }
            current = child
            if current == window { return (0, 0) }
            if let version = awareVersion(of: current), version >= 3 { return (current, version) }
        }
        return (0, 0)
    }

    private func awareVersion(of candidate: Window) -> CLong? {
        guard let versions = X11Property.atoms(atoms.aware, of: candidate, display: display, longs: 1), versions.count == 1 else { return nil }
        return CLong(bitPattern: UInt(versions[0]))
    }
}
