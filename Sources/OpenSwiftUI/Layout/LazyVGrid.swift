import Foundation

/// A grid that grows down in rows, its columns set by grid items, making its cells only
/// as they come near the visible part of the scroll view it is in.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 12) {
///         ForEach(posters) { PosterView(poster: $0) }
///     }
/// }
/// ```
///
/// Rows are made within a screen's length of what shows (outside a scroll view, all of
/// them); section headers and footers span the grid, and `pinnedViews` keeps them at the
/// visible part's edges while their section's cells scroll under them.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `columns`, its rows `spacing` apart.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        LazyGridHost(axis: .vertical, items: columns, crossAlignment: alignment.fraction ?? 0.5,
                     spacing: LazyStackLayout.spacing(spacing), pinned: pinnedViews, content: content)
    }
}
