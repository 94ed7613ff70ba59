import CX11
import Foundation
import OpenUIKitHost

/// An X11 selection (ICCCM) for one window, CLIPBOARD or PRIMARY, that never blocks:
///
/// - What the app copies is owned by the window and served by MIME type (text under its
///   older names too, images, URI lists) to whoever asks, large items incrementally
///   (`INCR`), as events arrive.
/// - What another app copies is loaded in the background as soon as XFixes says the owner
///   changed (or when asked, without XFixes): its `TARGETS` first, then text, an image and
///   URLs, large ones incrementally; ``currentContents`` is what has arrived.
/// - On close, CLIPBOARD is handed to the clipboard manager (`SAVE_TARGETS`), so what the
///   app copied outlives it.
@MainActor
final class X11Clipboard {
    let display: OpaquePointer
    let window: Window
    /// The selection's atom.
    let selectionAtom: Atom
    let atoms: Atoms

    /// What the app serves while it owns the selection, by MIME type (text also under its aliases).
    var served: [String: Data] = [:]
    /// Transfers to other clients under way, in pieces.
    var outgoing: [X11IncrementalSend] = []
    /// Another app's selection as far as it has loaded, by MIME type.
    var loaded: [String: Data] = [:]
    /// The load under way: which step, and when it was asked.
    var step: X11ClipboardStep?
    var stepStarted = ContinuousClock.now
    /// How often the app has looked for the step's answer since it was asked.
    var stepLooks = 0
    /// The types still to load, with the MIME type each is kept as.
    var queue: [(target: Atom, key: String)] = []
    /// Who waits for a type asked for by ``fetch(_:completion:)``, by MIME type.
    var waiters: [String: [@MainActor (Data?) -> Void]] = [:]
    /// Whether the server tells us when the owner changes (XFixes).
    var hearsOwnerChanges = false
    /// The owner last loaded from, where the server does not tell of changes.
    var lastOwner: Window = 0

    /// The atoms the protocol uses.
    struct Atoms {
        let targets, multiple, incr, utf8, string, text, transfer, manager, saveTargets, atom: Atom

        init(display: OpaquePointer, selection: String) {
            func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
            targets = atom("TARGETS")
            multiple = atom("MULTIPLE")
            incr = atom("INCR")
            utf8 = atom("UTF8_STRING")
            string = Atom(XA_STRING)
            text = atom("TEXT")
            transfer = atom("OPENUIKIT_\(selection)")
            manager = atom("CLIPBOARD_MANAGER")
            saveTargets = atom("SAVE_TARGETS")
            self.atom = Atom(XA_ATOM)
        }
    }

    /// The selection `selection` ("CLIPBOARD" or "PRIMARY") for `window`; `fixesEventBase`
    /// is XFixes' first event number when the server has it.
    init(display: OpaquePointer, window: Window, selection: String = "CLIPBOARD", fixesEventBase: Int32?) {
        self.display = display
        self.window = window
        selectionAtom = XInternAtom(display, selection, 0)
        atoms = Atoms(display: display, selection: selection)
        if fixesEventBase != nil {
            XFixesSelectSelectionInput(display, window, selectionAtom, UInt(XFixesSetSelectionOwnerNotifyMask))
            hearsOwnerChanges = true
            ownerChanged(to: XGetSelectionOwner(display, selectionAtom))
        }
    }

    /// Whether the window owns the selection now.
    var ownsSelection: Bool { !served.isEmpty && XGetSelectionOwner(display, selectionAtom) == window }

    /// What the selection holds now, by MIME type: the app's own, or what has loaded of
    /// another app's (`nil`: nothing yet). Never waits.
    var currentContents: [String: Data]? {
        if ownsSelection { return served }
        giveUpOnSlowStep()
        if !hearsOwnerChanges, step == nil {
            // Without XFixes a new owner is noticed here (an owner that copies again is not).
            let owner = XGetSelectionOwner(display, selectionAtom)
            if owner != lastOwner {
                lastOwner = owner
                ownerChanged(to: owner)
            }
        }
        return loaded.isEmpty ? nil : loaded
    }

    /// Owns the selection with `items` (MIME type to bytes); empty items give it up.
    func write(_ items: [String: Data]) {
        served = HostClipboardType.addingTextAliases(to: items)
        XSetSelectionOwner(display, selectionAtom, served.isEmpty ? 0 : window, UInt(CurrentTime))
        if XGetSelectionOwner(display, selectionAtom) != window { served = [:] }
        XFlush(display)
    }

    /// Another client took the selection.
    func ownershipLost() {
        served = [:]
        outgoing.removeAll()
    }

    /// The name of an atom, or `nil` for none.
    func name(of atom: Atom) -> String? {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// A property event on our window or a requestor's: a piece of a transfer moved.
    func propertyChanged(_ event: XPropertyEvent) {
        if event.window == window, event.atom == atoms.transfer, event.state == PropertyNewValue {
            receivedPiece()
        } else if event.state == PropertyDelete {
            sendNextPiece(to: event.window, property: event.atom)
        }
    }
}

/// Where a load of another app's selection is.
enum X11ClipboardStep {
    /// Waiting for the owner's list of types.
    case targets
    /// Waiting for one type.
    case load(target: Atom, key: String)
    /// Receiving one type in pieces.
    case incremental(key: String, received: Data)

    /// The MIME type the step loads, if it loads one.
    var key: String? {
        switch self {
        case .targets: nil
        case .load(_, let key), .incremental(let key, _): key
        }
    }
}
