import Foundation

/// The base of controls: state (enabled, selected, highlighted).
///
/// Touch tracking and target–action arrive with the window host; until then state is set
/// in code, and controls render every state.
@MainActor
open class UIControl: UIView {
    /// A control's state flags.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    open var isEnabled = true { didSet { if oldValue != isEnabled { stateDidChange() } } }
    open var isSelected = false { didSet { if oldValue != isSelected { stateDidChange() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { stateDidChange() } } }

    /// The current state.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Called when any state flag changes.
    func stateDidChange() {}
}
