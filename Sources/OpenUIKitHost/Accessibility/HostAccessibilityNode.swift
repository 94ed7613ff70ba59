import Foundation

/// One object of an app's accessibility tree as a platform screen reader bridge receives
/// it: plain values, no UIKit types, so a bridge (AT-SPI on Linux) needs nothing of
/// OpenUIKit. OpenUIKit publishes a fresh tree after each frame that changed.
public struct HostAccessibilityNode: Sendable, Equatable {
    /// Stable for the object's lifetime, unique in the app; bridges derive object paths
    /// from it.
    public var id: UInt64
    /// What kind of object it is.
    public var role: HostAccessibilityRole
    /// What it is called (VoiceOver's label).
    public var name: String
    /// What activating it does (VoiceOver's hint).
    public var description: String
    /// Its value as text ("50%", "On"), empty when it has none.
    public var valueText: String
    /// Its numeric value, for adjustable elements.
    public var numericValue: HostAccessibilityValue?
    /// Its states.
    public var states: HostAccessibilityStates
    /// Its frame in the window, in device pixels.
    public var frame: HostPixelRect
    /// The actions it offers, in order; the first of an activatable element activates it.
    public var actions: [String]
    /// The BCP 47 language of its text, empty for the app's.
    public var language: String
    /// The identifier UI tests and tools use.
    public var identifier: String
    /// Its children, in reading order.
    public var children: [HostAccessibilityNode]

    public init(
        id: UInt64, role: HostAccessibilityRole, name: String = "", description: String = "", valueText: String = "",
        numericValue: HostAccessibilityValue? = nil, states: HostAccessibilityStates = [], frame: HostPixelRect,
        actions: [String] = [], language: String = "", identifier: String = "", children: [HostAccessibilityNode] = []
    ) {
        self.id = id
        self.role = role
        self.name = name
        self.description = description
        self.valueText = valueText
        self.numericValue = numericValue
        self.states = states
        self.frame = frame
        self.actions = actions
        self.language = language
        self.identifier = identifier
        self.children = children
    }

    /// This node and every node under it, depth first.
    public var subtree: [HostAccessibilityNode] { [self] + children.flatMap(\.subtree) }

    /// The node without its children, to compare what a bridge must announce about it.
    public var withoutChildren: HostAccessibilityNode {
        var node = self
        node.children = []
        return node
    }
}
