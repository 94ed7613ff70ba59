import Foundation

/// A button that turns the environment's edit mode on ("Edit") and off ("Done", in bold),
/// animating the change.
///
/// ```swift
/// NavigationStack {
///     List { ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) } }
///         .toolbar { EditButton() }
/// }
/// ```
///
/// Where no container provides an edit mode it does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}
