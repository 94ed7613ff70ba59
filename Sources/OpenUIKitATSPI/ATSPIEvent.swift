import OpenUIKitHost

/// Something a screen reader is told about a change in the tree, as AT-SPI's object events
/// carry it.
enum ATSPIEvent: Equatable {
    /// A state of `node` turned on or off.
    case stateChanged(node: UInt64, state: ATSPIStateSet.State, isOn: Bool)
    /// `child` was added to or removed from `parent` at `index`.
    case childrenChanged(parent: UInt64, index: Int, child: UInt64, added: Bool)
    /// `node`'s name, description or value changed (`property` is AT-SPI's name for it).
    case propertyChanged(node: UInt64, property: String, text: String)
    /// `node` moved or was resized.
    case boundsChanged(node: UInt64, frame: HostPixelRect)

    /// The events that take a screen reader from `old` to `new`: children added and
    /// removed, then for every node in both, changed names, values, states and bounds.
    static func changes(from old: ATSPITree, to new: ATSPITree) -> [ATSPIEvent] {
        var events: [ATSPIEvent] = []
        for (id, node) in new.nodes.sorted(by: { $0.key < $1.key }) {
            guard let previous = old.node(id) else { continue }
            events += childChanges(of: id, from: previous.children.map(\.id), to: node.children.map(\.id))
            events += ownChanges(from: previous, to: node)
        }
        return events
    }

    private static func childChanges(of parent: UInt64, from old: [UInt64], to new: [UInt64]) -> [ATSPIEvent] {
        guard old != new else { return [] }
        let kept = Set(old).intersection(new)
        let removed = old.enumerated().reversed().filter { !kept.contains($0.element) }
            .map { ATSPIEvent.childrenChanged(parent: parent, index: $0.offset, child: $0.element, added: false) }
        let added = new.enumerated().filter { !kept.contains($0.element) }
            .map { ATSPIEvent.childrenChanged(parent: parent, index: $0.offset, child: $0.element, added: true) }
        return removed + added
    }

    private static func ownChanges(from old: HostAccessibilityNode, to new: HostAccessibilityNode) -> [ATSPIEvent] {
        var events: [ATSPIEvent] = []
        if old.name != new.name { events.append(.propertyChanged(node: new.id, property: "accessible-name", text: new.name)) }
        if old.description != new.description {
            events.append(.propertyChanged(node: new.id, property: "accessible-description", text: new.description))
        }
        if old.valueText != new.valueText || old.numericValue != new.numericValue {
            events.append(.propertyChanged(node: new.id, property: "accessible-value", text: new.valueText))
        }
        let (before, after) = (ATSPIStateSet(old.states), ATSPIStateSet(new.states))
        for state in ATSPIStateSet.State.allCases where before.contains(state) != after.contains(state) {
            events.append(.stateChanged(node: new.id, state: state, isOn: after.contains(state)))
        }
        if old.frame != new.frame { events.append(.boundsChanged(node: new.id, frame: new.frame)) }
        return events
    }
}
