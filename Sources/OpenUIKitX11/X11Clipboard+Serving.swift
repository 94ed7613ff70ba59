import CX11
import Foundation

/// A transfer of one item to another client in pieces (`INCR`): each time the requestor
/// deletes the property, the next piece goes; an empty piece ends it.
struct X11IncrementalSend {
    let requestor: Window
    let property: Atom
    let type: Atom
    let data: Data
    var offset = 0
}

extension X11Clipboard {
    /// Items larger than this go in pieces of this size: well under any server's request limit.
    var pieceSize: Int {
        let maximum = max(XExtendedMaxRequestSize(display), XMaxRequestSize(display))
        return max(4096, min(256 * 1024, maximum * 4 - 1024))
    }

    /// Answers a request for our selection: the list of types, or one type's bytes (in
    /// pieces when large). A request we cannot answer is refused, as ICCCM says.
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
        if ownsSelection, request.selection == selectionAtom, serve(request.target, to: request.requestor, property: property) {
            reply.xselection.property = property
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    /// Puts `target` of what we serve on `requestor`'s `property`; returns whether it could.
    private func serve(_ target: Atom, to requestor: Window, property: Atom) -> Bool {
        if target == atoms.targets {
            var list = [atoms.targets] + served.keys.sorted().map { XInternAtom(display, $0, 0) }
            list = list.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            list.withUnsafeBytes { bytes in
                _ = XChangeProperty(
                    display, requestor, property, atoms.atom, 32, PropModeReplace,
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(list.count))
            }
            return true
        }
        guard let name = name(of: target), var data = served[name] else { return false }
        if target == atoms.string {
            // STRING is Latin-1: characters beyond it become question marks.
            data = Data(String(decoding: data, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") })
        }
        if data.count > pieceSize {
            startIncrementalSend(of: data, as: target, to: requestor, property: property)
        } else {
            data.withUnsafeBytes { bytes in
                _ = XChangeProperty(
                    display, requestor, property, target, 8, PropModeReplace,
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
            }
        }
        return true
    }

    private func startIncrementalSend(of data: Data, as type: Atom, to requestor: Window, property: Atom) {
        outgoing.removeAll { $0.requestor == requestor && $0.property == property }
        // The requestor's property deletions tell us to send the next piece.
        XSelectInput(display, requestor, PropertyChangeMask)
        var size = CLong(data.count)
        withUnsafeBytes(of: &size) { bytes in
            _ = XChangeProperty(display, requestor, property, atoms.incr, 32, PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        outgoing.append(X11IncrementalSend(requestor: requestor, property: property, type: type, data: data))
    }

    /// The requestor took the last piece of `property`: the next goes, or the empty one
    /// that ends the transfer.
    func sendNextPiece(to requestor: Window, property: Atom) {
        guard let index = outgoing.firstIndex(where: { $0.requestor == requestor && $0.property == property }) else { return }
        let send = outgoing[index]
        let end = min(send.data.count, send.offset + pieceSize)
        let piece = send.data[send.data.startIndex + send.offset..<send.data.startIndex + end]
        piece.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                display, requestor, property, send.type, 8, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count))
        }
        if piece.isEmpty {
            outgoing.remove(at: index)
            XSelectInput(display, requestor, NoEventMask)
        } else {
            outgoing[index].offset = end
        }
        XFlush(display)
    }
}
