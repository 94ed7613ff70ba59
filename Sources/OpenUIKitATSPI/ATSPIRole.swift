import OpenUIKitHost

extension HostAccessibilityRole {
    /// The AT-SPI role number (`AtspiRole`) screen readers know the role by.
    var atspiRole: UInt32 {
        switch self {
        case .application: 75
        case .window: 23  // frame: a top-level window
        case .group: 39  // panel
        case .button: 43  // push button
        case .toggleButton: 62
        case .label: 29
        case .heading: 83
        case .image: 27
        case .link: 88
        case .slider: 51
        case .tabList: 38
        case .tab: 37
        case .list: 31
        case .listItem: 32
        case .table: 55
        case .landmark: 110
        case .searchField, .textField: 79  // entry
        case .menu: 33
        case .menuItem: 35
        case .toolBar: 63
        case .progressBar: 42
        case .unknown: 67
        }
    }

    /// AT-SPI's name for the role, as `GetRoleName` answers.
    var atspiRoleName: String {
        switch self {
        case .application: "application"
        case .window: "frame"
        case .group: "panel"
        case .button: "push button"
        case .toggleButton: "toggle button"
        case .label: "label"
        case .heading: "heading"
        case .image: "image"
        case .link: "link"
        case .slider: "slider"
        case .tabList: "page tab list"
        case .tab: "page tab"
        case .list: "list"
        case .listItem: "list item"
        case .table: "table"
        case .landmark: "landmark"
        case .searchField, .textField: "entry"
        case .menu: "menu"
        case .menuItem: "menu item"
        case .toolBar: "tool bar"
        case .progressBar: "progress bar"
        case .unknown: "unknown"
        }
    }

    /// Whether the object's name is its text, served through the Text interface.
    var hasText: Bool { [.label, .heading, .textField, .searchField].contains(self) }
}
