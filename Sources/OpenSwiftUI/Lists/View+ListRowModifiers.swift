import Foundation

extension View {
    /// The insets of this list row's content from the row's edges; `nil` for the list's own.
    ///
    /// ```swift
    /// PosterRow(film).listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier { $0.insets = insets?.sanitized })
    }

    /// A view drawn behind this list row, in place of the row's own background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(ListRowTraitModifier { $0.background = background })
    }

    /// Whether this list row's separators show, at its top, bottom or both.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier { traits in
            if edges.contains(.top) { traits.topSeparator = visibility }
            if edges.contains(.bottom) { traits.bottomSeparator = visibility }
        })
    }

    /// The colour of this list row's separators (`nil`: the system's).
    ///
    /// Differs from SwiftUI: the tint colours the separator below the row whatever
    /// `edges` says (a row's top separator is the one below the row before).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier { $0.separatorTint = color })
    }
}
