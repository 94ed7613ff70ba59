import Foundation

/// What a lazy grid keeps between updates: its lines' lengths and window (as a lazy
/// stack's rows), the track count the last layout found, and which children each made
/// line has.
@MainActor
final class LazyGridState {
    let lines = LazyStackState()
    var trackCount: Int?
    /// The lines made, in drawing order (pinned headers and footers last), with their
    /// index among the grid's lines and their children.
    var madeLines: [(index: Int, line: LazyGridLine, children: Range<Int>)] = []
}
