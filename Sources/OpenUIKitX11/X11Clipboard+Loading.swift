import CX11
import Foundation
import OpenUIKitHost

extension X11Clipboard {
    /// How long an owner may take to answer one step before the load moves on.
    static let stepTimeout: Duration = .seconds(2)
    /// How many times the app must have looked for the answer before giving up on it: an app
    /// that was itself busy for the whole timeout (its main thread stalled) has not yet read
    /// what the owner sent meanwhile, and an owner served from the same thread (a stand-in
    /// in tests, a plug-in) could not answer while it stalled.
    static let looksBeforeGivingUp = 10

    /// Starts waiting for the owner's answer for `next`.
    private func startStep(_ next: X11ClipboardStep) {
        step = next
        stepStarted = .now
        stepLooks = 0
    }

    /// The selection has a new owner: what was loaded goes, and another app's selection
    /// starts loading with its list of types.
    func ownerChanged(to owner: Window) {
        loaded = [:]
        queue = []
        step = nil
        guard owner != 0, owner != window else { return }
        ask(for: atoms.targets, then: .targets)
    }

    private func ask(for target: Atom, then next: X11ClipboardStep) {
        XDeleteProperty(display, window, atoms.transfer)
        XConvertSelection(display, selectionAtom, target, atoms.transfer, window, UInt(CurrentTime))
        XFlush(display)
        startStep(next)
    }

    /// The owner answered a conversion we asked for.
    func selectionArrived(_ event: XSelectionEvent) {
        guard event.selection == selectionAtom, event.requestor == window, let current = step else { return }
        switch current {
        case .targets where event.target == atoms.targets:
            // A list that is not one of atoms (a confused owner) counts as no list.
            let list = event.property == 0 ? nil : takeProperty()
            let offered = list.map { $0.type == atoms.atom || $0.type == atoms.targets ? $0.atoms : [] } ?? []
            queueWantedTypes(from: offered)
            finishStep()
        case .load(let target, let key) where event.target == target:
            guard event.property != 0, let property = takeProperty() else { return finishStep() }
            if property.type == atoms.incr {
                // The owner sends it in pieces once we deleted the property (reading did).
                startStep(.incremental(key: key, received: Data()))
            } else {
                keep(property.bytes, as: key, target: target)
                finishStep()
            }
        default:
            break
        }
    }

    /// A piece of an incremental transfer arrived; an empty one ends it.
    func receivedPiece() {
        guard case .incremental(let key, var received) = step, let property = takeProperty() else { return }
        guard !property.bytes.isEmpty else {
            keep(received, as: key, target: property.type)
            return finishStep()
        }
        received.append(property.bytes)
        guard received.count <= HostClipboardType.sizeLimit else { return finishStep() }
        startStep(.incremental(key: key, received: received))
    }

    /// Ends the step under way and starts the next load, if any.
    func finishStep() {
        if let key = step?.key, let waiting = waiters.removeValue(forKey: key) {
            for completion in waiting { completion(loaded[key]) }
        }
        step = nil
        guard !queue.isEmpty else { return }
        let next = queue.removeFirst()
        ask(for: next.target, then: .load(target: next.target, key: next.key))
    }

    /// Loads one MIME type from the selection's owner, after the loads under way, and hands
    /// it to `completion` (`nil` when the owner does not give it in time).
    func fetch(_ mimeType: String, completion: @escaping @MainActor (Data?) -> Void) {
        if let data = loaded[mimeType] { return completion(data) }
        let alreadyAsked = waiters[mimeType] != nil
        waiters[mimeType, default: []].append(completion)
        guard !alreadyAsked else { return }
        queue.append((XInternAtom(display, mimeType, 0), mimeType))
        if step == nil { finishStep() }
    }

    /// Whether nothing is loading or waiting to load.
    var isIdle: Bool { step == nil && queue.isEmpty }

    /// Ends a step whose owner stopped answering: one that has had the timeout and been
    /// looked for often enough. Call it after reading the connection's events.
    func giveUpOnSlowStep() {
        guard step != nil else { return }
        stepLooks += 1
        if stepLooks >= Self.looksBeforeGivingUp, ContinuousClock.now - stepStarted > Self.stepTimeout { finishStep() }
    }

    /// Forgets what was loaded, for a new owner that `ownerChanged` is not told about (a
    /// drag's source).
    func forgetLoaded() {
        loaded = [:]
    }

    /// From the owner's types, the best of each kind OpenUIKit reads; UTF-8 text alone
    /// when the owner does not list its types (old clients).
    private func queueWantedTypes(from offered: [Atom]) {
        let names = offered.compactMap { atom in name(of: atom).map { ($0, atom) } }
        queue = []
        for kind in HostClipboardType.loadedKinds {
            guard let type = kind.first(where: { wanted in names.contains { $0.0 == wanted } }),
                let atom = names.first(where: { $0.0 == type })?.1
            else { continue }
            queue.append((atom, kind == HostClipboardType.textAliases ? HostClipboardType.text : type))
        }
        if offered.isEmpty { queue = [(atoms.utf8, HostClipboardType.text)] }
    }

    /// Keeps loaded bytes; text that came as Latin-1 (`STRING`) is kept as UTF-8.
    private func keep(_ bytes: Data, as key: String, target: Atom) {
        guard !bytes.isEmpty else { return }
        loaded[key] = target == atoms.string ? Data(String(bytes.map { Character(Unicode.Scalar($0)) }).utf8) : bytes
    }

    /// Reads and deletes the transfer property of our window.
    func takeProperty() -> X11Property.Value? {
        X11Property.read(atoms.transfer, of: window, display: display, longs: HostClipboardType.sizeLimit / 4, delete: true)
    }
}
