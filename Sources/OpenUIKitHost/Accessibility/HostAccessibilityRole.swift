import Foundation

/// What kind of object a node is, in terms every platform's screen reader knows.
public enum HostAccessibilityRole: Sendable, Equatable {
    case application, window, group, button, toggleButton, label, heading, image, link, slider
    case tabList, tab, list, listItem, table, landmark, searchField, textField, menu, menuItem
    case toolBar, progressBar, unknown
}
