import Foundation

/// States a node is in.
public struct HostAccessibilityStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// It responds to the user (not dimmed).
    public static let enabled = HostAccessibilityStates(rawValue: 1 << 0)
    /// It is on screen.
    public static let showing = HostAccessibilityStates(rawValue: 1 << 1)
    /// It is chosen (a tab, a segment).
    public static let selected = HostAccessibilityStates(rawValue: 1 << 2)
    /// It can be chosen.
    public static let selectable = HostAccessibilityStates(rawValue: 1 << 3)
    /// It is switched on.
    public static let checked = HostAccessibilityStates(rawValue: 1 << 4)
    /// It can take keyboard focus.
    public static let focusable = HostAccessibilityStates(rawValue: 1 << 5)
    /// It has keyboard focus.
    public static let focused = HostAccessibilityStates(rawValue: 1 << 6)
    /// It is the active window.
    public static let active = HostAccessibilityStates(rawValue: 1 << 7)
    /// It hides everything beside it.
    public static let modal = HostAccessibilityStates(rawValue: 1 << 8)
    /// It can be switched on and off.
    public static let checkable = HostAccessibilityStates(rawValue: 1 << 9)
    /// Its text can be edited.
    public static let editable = HostAccessibilityStates(rawValue: 1 << 10)
}
