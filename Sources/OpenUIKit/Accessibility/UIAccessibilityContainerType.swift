import Foundation

/// What kind of container a view is, which VoiceOver announces on entering and leaving it.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of any particular kind.
    case none = 0
    /// A table of rows and columns.
    case dataTable = 1
    /// A list of items.
    case list = 2
    /// A landmark region of the screen (a sidebar, a toolbar).
    case landmark = 3
    /// A group of related elements read together.
    case semanticGroup = 4
}
