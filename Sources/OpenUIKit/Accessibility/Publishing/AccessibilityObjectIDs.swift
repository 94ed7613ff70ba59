import Foundation

/// Stable numbers for the objects a screen reader sees: an object keeps its number for as
/// long as it lives, and numbers are never reused, so a reader's references stay valid.
@MainActor
struct AccessibilityObjectIDs {
    private struct Entry {
        let id: UInt64
        weak var object: UIResponder?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var objects: [UInt64: ObjectIdentifier] = [:]
    /// 0 is the application.
    private var nextID: UInt64 = 1

    /// The object's number, made on first sight.
    mutating func id(of object: UIResponder) -> UInt64 {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.id }
        let id = nextID
        nextID += 1
        entries[key] = Entry(id: id, object: object)
        objects[id] = key
        return id
    }

    /// The live object numbered `id`.
    func object(_ id: UInt64) -> UIResponder? {
        objects[id].flatMap { entries[$0]?.object }
    }

    /// Forgets objects that are gone.
    mutating func prune() {
        for (key, entry) in entries where entry.object == nil {
            entries[key] = nil
            objects[entry.id] = nil
        }
    }
}
