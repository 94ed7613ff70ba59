import Foundation

/// Which views of a lazy stack's sections stay at the scroll view's edge while the
/// section's views scroll under them.
///
/// ```swift
/// ScrollView {
///     LazyVStack(pinnedViews: [.sectionHeaders]) {
///         ForEach(decades) { decade in
///             Section { ForEach(decade.films) { FilmRow(film: $0) } } header: { DecadeHeader(decade) }
///         }
///     }
/// }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    /// A set of pinned views from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers stay at the top (leading) edge of the visible part.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)

    /// Section footers stay at the bottom (trailing) edge of the visible part.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
