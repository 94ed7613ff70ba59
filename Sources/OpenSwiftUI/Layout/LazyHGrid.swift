import Foundation

/// A grid that grows sideways in columns, its rows set by grid items, making its cells
/// only as they come near the visible part of the scroll view it is in. With
/// `pinnedViews`, section headers and footers stay at the visible part's leading and
/// trailing edges.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `rows`, its columns `spacing` apart.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        LazyGridHost(axis: .horizontal, items: rows, crossAlignment: alignment.fraction ?? 0.5,
                     spacing: LazyStackLayout.spacing(spacing), pinned: pinnedViews, content: content)
    }
}
