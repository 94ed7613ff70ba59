import Foundation

/// The identity of a lazy stack's row node: its index among the rows, kept apart from the
/// ids apps give views so `scrollTo(5)` never finds the sixth row instead of the view with
/// id 5.
struct LazyRowIndex: Hashable {
    let index: Int
}
