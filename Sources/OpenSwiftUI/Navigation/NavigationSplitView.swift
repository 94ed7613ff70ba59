import Foundation
import Observation

/// Two or three columns of navigation: a sidebar, an optional content column and a
/// detail column, where choosing in a column's list shows the next column.
///
/// ```swift
/// NavigationSplitView {
///     List(films, selection: $chosen) { Text($0.title) }
/// } detail: {
///     if let chosen { FilmDetail(id: chosen) } else { Text("Choose a film") }
/// }
/// ```
///
/// Differs from SwiftUI: it always shows collapsed, as on an iPhone: a navigation stack
/// whose root is the sidebar; choosing a row in a column's selection list pushes the next
/// column, and going back shows the list again. `columnVisibility` and the column widths
/// and styles that only a wide window shows are accepted and have no effect.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    /// Observed, not plain state: the pushed columns read it, and screens already pushed
    /// follow observed changes.
    @State private var shown = SplitColumnsShown()

    public var body: some View {
        let shown = self.shown
        let showsContent = Binding(get: { shown.content }, set: { shown.content = $0 })
        let showsDetail = Binding(get: { shown.detail }, set: { shown.detail = $0 })
        return NavigationStack {
            if let content {
                sidebar
                    .environment(\.showsNextColumn, SplitColumnAction { shown.content = true })
                    .navigationDestination(isPresented: showsContent) {
                        content
                            .environment(\.showsNextColumn, SplitColumnAction { shown.detail = true })
                            .navigationDestination(isPresented: showsDetail) { detail }
                    }
            } else {
                sidebar
                    .environment(\.showsNextColumn, SplitColumnAction { shown.detail = true })
                    .navigationDestination(isPresented: showsDetail) { detail }
            }
        }
    }
}

/// Which of a collapsed split view's later columns are pushed.
@Observable @MainActor
final class SplitColumnsShown {
    var content = false
    var detail = false
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// A sidebar and a detail column, with the columns' visibility (not used collapsed).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns, with the columns' visibility (not used collapsed).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let columns: Int
    /// The system's choice.
    public static let automatic = NavigationSplitViewVisibility(columns: 0)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(columns: 3)
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(columns: 2)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(columns: 1)
}

/// Shows a collapsed split view's next column (set for the lists of a column).
struct SplitColumnAction {
    let show: @MainActor () -> Void
    init(_ show: @escaping @MainActor () -> Void) { self.show = show }
}

private struct ShowsNextColumnKey: EnvironmentKey {
    static var defaultValue: SplitColumnAction? { nil }
}

extension EnvironmentValues {
    /// What a list's choice does in a collapsed split view's column: shows the next column.
    var showsNextColumn: SplitColumnAction? {
        get { self[ShowsNextColumnKey.self] }
        set { self[ShowsNextColumnKey.self] = newValue }
    }
}
