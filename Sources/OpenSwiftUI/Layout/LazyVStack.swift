import Foundation

/// A vertical stack that makes its views only as they come near the visible part of the
/// scroll view it is in: for long scrolling content.
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 12) {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
/// }
/// ```
///
/// A `ForEach` counts as its elements without making them; a row is made when it is
/// within a screen's length of what shows, and its measured length is kept for the
/// offsets of the rows after it (rows not yet made count as the made ones' average).
/// Outside a scroll view every row is made, as in a `VStack`. With `pinnedViews`, a
/// section's header stays at the top of the visible part while its rows scroll under it
/// (the next section's header pushes it away), and its footer at the bottom.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy column of the builder's views.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        LazyStackHost(
            axis: .vertical, crossAlignment: alignment.fraction ?? 0.5, spacing: LazyStackLayout.spacing(spacing), pinned: pinnedViews,
            content: content)
    }
}
