import Foundation

/// Whether people can edit a view's content: in edit mode a list shows delete buttons and
/// reorder handles for the rows its `ForEach`'s `onDelete` and `onMove` allow.
///
/// Read it through the `editMode` environment value, which every hosting controller
/// provides (or provide your own binding with `environment(\.editMode, $mode)`).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (as a swipe opens a row's actions).
    case transient
    /// Editing.
    case active

    /// Whether this is anything but `inactive`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views here: the hosting controller's (inactive
    /// until changed), or one a view above provides.
    ///
    /// ```swift
    /// @Environment(\.editMode) private var editMode
    ///
    /// var body: some View {
    ///     if editMode?.wrappedValue.isEditing == true { TextField("Name", text: $name) }
    ///     else { Text(name) }
    /// }
    /// ```
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
