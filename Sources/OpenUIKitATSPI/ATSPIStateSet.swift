import OpenUIKitHost

/// A node's states as AT-SPI's two 32-bit words of `AtspiStateType` bits.
struct ATSPIStateSet: Equatable {
    private(set) var words: [UInt32] = [0, 0]

    /// AT-SPI's state numbers for what OpenUIKit reports.
    enum State: Int, CaseIterable {
        case active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12, modal = 16
        case selectable = 22, selected = 23, sensitive = 24, showing = 25, visible = 30, checkable = 41

        /// The name state-changed events carry.
        var eventName: String {
            switch self {
            case .active: "active"
            case .checked: "checked"
            case .editable: "editable"
            case .enabled: "enabled"
            case .focusable: "focusable"
            case .focused: "focused"
            case .modal: "modal"
            case .selectable: "selectable"
            case .selected: "selected"
            case .sensitive: "sensitive"
            case .showing: "showing"
            case .visible: "visible"
            case .checkable: "checkable"
            }
        }
    }

    init(_ states: HostAccessibilityStates) {
        let pairs: [(HostAccessibilityStates, [State])] = [
            (.enabled, [.enabled, .sensitive]), (.showing, [.showing, .visible]), (.selected, [.selected]),
            (.selectable, [.selectable]), (.checked, [.checked]), (.focusable, [.focusable]), (.focused, [.focused]),
            (.active, [.active]), (.modal, [.modal]), (.checkable, [.checkable]), (.editable, [.editable]),
        ]
        for (state, atspi) in pairs where states.contains(state) {
            for bit in atspi { insert(bit) }
        }
    }

    mutating func insert(_ state: State) {
        words[state.rawValue / 32] |= 1 << UInt32(state.rawValue % 32)
    }

    func contains(_ state: State) -> Bool {
        words[state.rawValue / 32] & (1 << UInt32(state.rawValue % 32)) != 0
    }
}
