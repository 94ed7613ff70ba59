import Foundation

/// The space between two adjacent sections of a list.
///
/// ```swift
/// List {
///     Section("Now showing") { ForEach(showing) { FilmRow(film: $0) } }
///     Section("Coming soon") { ForEach(coming) { FilmRow(film: $0) } }
/// }
/// .listSectionSpacing(.compact)
/// ```
///
/// The spacing is the space above each section after the first, above its header when it
/// has one. `default` keeps the list style's own spacing (35 points between grouped
/// sections without headers; a header's own height with them); `compact` is 20 points
/// above a section without a header and nothing beyond its header's height above one with
/// a header.
public struct ListSectionSpacing: Sendable, Equatable {
    enum Storage: Sendable, Equatable {
        case standard, compact
        case custom(CGFloat)
    }

    let storage: Storage

    /// The list style's own spacing between sections.
    public static let `default` = ListSectionSpacing(storage: .standard)

    /// Less space between sections than the default.
    public static let compact = ListSectionSpacing(storage: .compact)

    /// A spacing of `spacing` points. Negative, infinite and NaN values are taken as 0.
    ///
    /// - Parameter spacing: The space above each section after the first.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(storage: .custom(spacing.isFinite ? max(0, spacing) : 0))
    }

    /// The space above a section whose default would be `standard` points.
    func points(standard: CGFloat, hasHeader: Bool) -> CGFloat {
        switch storage {
        case .standard: standard
        case .compact: hasHeader ? 0 : 20
        case .custom(let spacing): spacing
        }
    }
}
