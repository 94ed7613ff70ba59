import Foundation

/// A horizontal stack that makes its views only as they come near the visible part of the
/// scroll view it is in. With `pinnedViews`, a section's header stays at the leading edge
/// of the visible part while its views scroll under it, and its footer at the trailing edge.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy row of the builder's views.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        LazyStackHost(
            axis: .horizontal, crossAlignment: alignment.fraction ?? 0.5, spacing: LazyStackLayout.spacing(spacing), pinned: pinnedViews,
            content: content)
    }
}
