import Foundation
@testable import OpenUIKitATSPI
import OpenUIKitHost
import Testing

@Suite struct ATSPIEventTests {
    private func node(_ id: UInt64, _ name: String, states: HostAccessibilityStates = [.enabled, .showing], children: [HostAccessibilityNode] = []) -> HostAccessibilityNode {
        HostAccessibilityNode(id: id, role: .button, name: name, states: states, frame: HostPixelRect(x: 0, y: 0, width: 10, height: 10), children: children)
    }

    private func application(_ children: [HostAccessibilityNode]) -> ATSPITree {
        ATSPITree(root: HostAccessibilityNode(id: 0, role: .application, name: "demo", frame: HostPixelRect(x: 0, y: 0, width: 0, height: 0), children: [
            HostAccessibilityNode(id: 1, role: .window, name: "demo", frame: HostPixelRect(x: 0, y: 0, width: 100, height: 100), children: children),
        ]))
    }

    @Test func anUnchangedTreeSignalsNothing() {
        let tree = application([node(2, "Play"), node(3, "Skip")])
        #expect(ATSPIEvent.changes(from: tree, to: tree).isEmpty)
    }

    @Test func childrenAddedAndRemovedAreSignalledOnTheirParent() {
        let old = application([node(2, "Play"), node(3, "Skip")])
        let new = application([node(3, "Skip"), node(4, "Stop")])
        #expect(ATSPIEvent.changes(from: old, to: new) == [
            .childrenChanged(parent: 1, index: 0, child: 2, added: false),
            .childrenChanged(parent: 1, index: 1, child: 4, added: true),
        ])
    }

    @Test func namesStatesAndBoundsChangesAreSignalled() {
        let old = application([node(2, "Glass off")])
        var moved = node(2, "Glass on", states: [.showing, .selected])
        moved.frame.x = 5
        let events = ATSPIEvent.changes(from: old, to: application([moved]))
        #expect(events.contains(.propertyChanged(node: 2, property: "accessible-name", text: "Glass on")))
        #expect(events.contains(.stateChanged(node: 2, state: .enabled, isOn: false)))
        #expect(events.contains(.stateChanged(node: 2, state: .sensitive, isOn: false)))
        #expect(events.contains(.stateChanged(node: 2, state: .selected, isOn: true)))
        #expect(events.contains(.boundsChanged(node: 2, frame: HostPixelRect(x: 5, y: 0, width: 10, height: 10))))
    }

    @Test func statesBecomeAtspiBitsAndRolesAtspiNumbers() {
        let states = ATSPIStateSet([.enabled, .showing, .checked])
        // enabled 8, sensitive 24, showing 25, visible 30, checked 4.
        let bits: [UInt32] = [8, 24, 25, 30, 4]
        let expected = bits.reduce(UInt32(0)) { $0 | (1 << $1) }
        #expect(states.words == [expected, 0])
        #expect(ATSPIStateSet([.checkable]).words == [0, 1 << 9])
        #expect(HostAccessibilityRole.button.atspiRole == 43 && HostAccessibilityRole.tab.atspiRole == 37)
        #expect(HostAccessibilityRole.heading.atspiRoleName == "heading")
    }

    @Test func hitTestingFindsTheDeepestNodeOnTop() {
        var bottom = node(2, "Card")
        bottom.frame = HostPixelRect(x: 0, y: 0, width: 50, height: 50)
        var inner = node(3, "Title")
        inner.frame = HostPixelRect(x: 10, y: 10, width: 20, height: 10)
        bottom.children = [inner]
        let tree = application([bottom])
        #expect(tree.deepest(at: (15, 15), under: tree.root)?.id == 3)
        #expect(tree.deepest(at: (40, 40), under: tree.root)?.id == 2)
        #expect(tree.deepest(at: (99, 99), under: tree.root)?.id == 1)
        #expect(tree.deepest(at: (500, 500), under: tree.root) == nil)
        #expect(tree.window(of: 3)?.id == 1 && tree.parent(of: 3)?.id == 2 && tree.index(of: 3) == 0)
    }
}
