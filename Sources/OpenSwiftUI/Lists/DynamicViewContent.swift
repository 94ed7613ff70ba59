import Foundation

/// Views made from a collection of data (a `ForEach`), which lists can let people edit:
/// `onDelete(perform:)` and `onMove(perform:)` say what deleting and moving rows does to
/// the data.
///
/// ```swift
/// List {
///     ForEach(fruits, id: \.self) { Text($0) }
///         .onDelete { fruits.remove(atOffsets: $0) }
///         .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
/// }
/// .toolbar { EditButton() }
/// ```
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets people delete rows: a swipe from the trailing edge shows Delete (a full swipe
    /// deletes at once), and edit mode shows a delete button before each row. `action`
    /// gets the offsets of the rows in the data. `nil` turns deleting off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableDynamicContent(base: self) { $0.onDelete = action }
    }

    /// Lets people move rows in edit mode by their reorder handles. `action` gets the
    /// offsets of the moved rows and the offset they go before, as
    /// `move(fromOffsets:toOffset:)` takes them. `nil` turns moving off.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableDynamicContent(base: self) { $0.onMove = action }
    }
}

/// Dynamic content with what deleting or moving its rows does.
struct EditableDynamicContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let edit: (inout ListModel.RowEditing) -> Void

    var data: Base.Data { base.data }
    // Outside a list the content shows as it is.
    var body: Base { base }
}

extension EditableDynamicContent: ListContentReading {
    func readListContent(into model: inout ListModel) {
        let position = model.readingPosition
        model.read(base)
        model.editSources(readSince: position, edit)
    }
}
