import Foundation

/// Rows of views in sections, scrolling: a list of data, or of the views and sections a
/// builder gives.
///
/// ```swift
/// List {
///     Section("Now Showing") {
///         ForEach(films) { film in
///             NavigationLink(film.title, value: film)
///         }
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
///
/// It runs on OpenUIKit's collection view list: rows are cells made as they scroll into
/// view (a list of 100,000 rows makes the few that show), each hosting its row's view, so
/// a change to what one row reads runs that row again. A `ForEach`'s rows are one row per
/// element; every other view is a row of its own.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    @Environment(\.listStyle) private var style
    @Environment(\.editMode) private var editMode

    public var body: some View {
        // Read here, the selection's and edit mode's changes run this body again and
        // reach the rows.
        _ = selection?.isEmpty
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        // The collection view reaches under the bars and insets its rows, as UIKit's does.
        return ListHost(model: ListModel.reading(content), appearance: style.appearance, selection: selection, isEditing: isEditing)
            .ignoresSafeArea(.container)
    }
}

extension List where SelectionValue == Never {
    /// A list of the builder's rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list of a row per element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        selection = nil
    }

    /// A list of a row per element of data, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }

    /// A list of a row per number of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        selection = nil
    }
}

/// The collection view behind a list.
struct ListHost: UIViewRepresentable {
    let model: ListModel
    let appearance: UICollectionLayoutListConfiguration.Appearance
    let selection: ListSelection?
    let isEditing: Bool

    func makeCoordinator() -> ListCoordinator { ListCoordinator() }

    func makeUIView(context: Context) -> UICollectionView {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: context.coordinator.layout(appearance, headers: false, footers: false))
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: ListCoordinator.cellIdentifier)
        collection.register(
            UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: ListCoordinator.headerIdentifier)
        collection.register(
            UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: ListCoordinator.headerIdentifier)
        collection.dataSource = context.coordinator
        collection.delegate = context.coordinator
        return collection
    }

    func updateUIView(_ collection: UICollectionView, context: Context) {
        let coordinator = context.coordinator
        coordinator.model = model
        coordinator.selection = selection
        coordinator.environment = context.environment
        context.environment.scrollEdgeEffects.apply(to: collection, layoutDirection: context.environment.layoutDirection)
        let headers = model.sections.contains { $0.header != nil }, footers = model.sections.contains { $0.footer != nil }
        if coordinator.appearance != appearance || coordinator.hasHeaders != headers || coordinator.hasFooters != footers {
            coordinator.appearance = appearance
            coordinator.hasHeaders = headers
            coordinator.hasFooters = footers
            collection.setCollectionViewLayout(coordinator.layout(appearance, headers: headers, footers: footers), animated: false)
        }
        if collection.isEditing != isEditing { collection.isEditing = isEditing }
        RefreshControlLink.update(collection, action: context.environment.refresh, link: &coordinator.refresh)
        coordinator.geometryWatchers = context.environment.scrollGeometryWatchers
        coordinator.noticeGeometry(of: collection)
        collection.reloadData()
        coordinator.showSelection(in: collection)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UICollectionView, context: Context) -> CGSize? {
        // A list takes the space it is offered, as SwiftUI's does.
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
    }
}

/// A list's data source and delegate: counts from the model, cells hosting the rows'
/// views dressed by their traits, taps selecting rows.
@MainActor
final class ListCoordinator: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let cellIdentifier = "OpenSwiftUI.ListRow"
    static let headerIdentifier = "OpenSwiftUI.ListHeader"

    var model = ListModel() {
        didSet { traits = [:] }
    }
    var selection: ListSelection?
    var environment = EnvironmentValues()
    var appearance: UICollectionLayoutListConfiguration.Appearance?
    var hasHeaders = false
    var hasFooters = false
    /// The pull-to-refresh control, while the environment has a refresh action.
    var refresh: RefreshControlLink?
    /// What `onScrollGeometryChange` watches on the list.
    var geometryWatchers: [ScrollGeometryWatcher] = []
    /// The traits of the rows made since the model last changed, for their separators.
    private var traits: [IndexPath: ListRowTraits] = [:]

    func layout(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, headers: Bool, footers: Bool
    ) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if headers { configuration.headerMode = .supplementary }
        if footers { configuration.footerMode = .supplementary }
        configuration.itemSeparatorHandler = { [weak self] indexPath, separator in
            MainActor.assumeIsolated { self?.separator(separator, at: indexPath) ?? separator }
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            MainActor.assumeIsolated { self?.swipeActions(at: indexPath, leading: true) }
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            MainActor.assumeIsolated { self?.swipeActions(at: indexPath, leading: false) }
        }
        return .list(using: configuration) { [weak self] index, section in
            self?.applySectionSpacing(to: section, at: index)
        }
    }

    /// Puts the space `listSectionSpacing` asks for above section `index` (after the first).
    private func applySectionSpacing(to section: NSCollectionLayoutSection, at index: Int) {
        guard index > 0, model.sections.indices.contains(index) else { return }
        let standard = section.contentInsets.top
        func points(_ spacing: ListSectionSpacing) -> CGFloat { spacing.points(standard: standard, hasHeader: hasHeaders) }
        let above = model.sections[index - 1].spacing, own = model.sections[index].spacing
        let gap: CGFloat = switch (above, own) {
        case let (above?, own?): (points(above) + points(own)) / 2
        case let (spacing?, nil), let (nil, spacing?): points(spacing)
        case (nil, nil): points(environment.listSectionSpacing)
        }
        section.contentInsets.top = gap
    }

    /// A row's separator below it: hidden when it or the row after hides its own.
    private func separator(_ separator: UIListSeparatorConfiguration, at indexPath: IndexPath) -> UIListSeparatorConfiguration {
        var separator = separator
        let below = traits(at: indexPath)?.bottomSeparator
        let nextAbove = traits(at: IndexPath(item: indexPath.item + 1, section: indexPath.section))?.topSeparator
        if below == .hidden || nextAbove == .hidden {
            separator.bottomSeparatorVisibility = .hidden
        } else if below == .visible {
            separator.bottomSeparatorVisibility = .visible
        }
        if let tint = traits(at: indexPath)?.separatorTint { separator.color = tint.resolvedColor(in: environment) }
        return separator
    }

    func traits(at indexPath: IndexPath) -> ListRowTraits? {
        if let known = traits[indexPath] { return known }
        guard model.sections.indices.contains(indexPath.section), indexPath.item < model.sections[indexPath.section].rowCount,
              let row = model.sections[indexPath.section].row(at: indexPath.item)
        else { return nil }
        traits[indexPath] = row.traits
        return row.traits
    }

    /// Tells the geometry watchers where the list's content is.
    func noticeGeometry(of collection: UICollectionView) {
        guard !geometryWatchers.isEmpty else { return }
        let geometry = ScrollGeometry(collection)
        for watcher in geometryWatchers { watcher.notice(geometry) }
    }

    nonisolated func scrollViewDidScroll(_ scrollView: UIScrollView) {
        MainActor.assumeIsolated {
            guard let collection = scrollView as? UICollectionView else { return }
            noticeGeometry(of: collection)
        }
    }

    /// `view` with the list's environment, as a row of a list.
    private func hosted(_ view: AnyView) -> AnyView {
        var environment = self.environment
        // Rows watch no scroll geometry of the list's.
        environment.scrollGeometryWatchers = []
        environment.isInListRow = true
        // Scroll views in rows do not refresh the list.
        environment.refresh = nil
        // Rows start at their leading margin, as SwiftUI's do.
        return AnyView(view.frame(maxWidth: .infinity, alignment: .leading).transformEnvironment(\.self) { $0 = environment })
    }

    nonisolated func numberOfSections(in collectionView: UICollectionView) -> Int {
        MainActor.assumeIsolated { model.sections.count }
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        MainActor.assumeIsolated { model.sections.indices.contains(section) ? model.sections[section].rowCount : 0 }
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        MainActor.assumeIsolated {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
            if let row = model.sections[indexPath.section].row(at: indexPath.item) {
                traits[indexPath] = row.traits
                let background = row.traits.background ?? AnyView(EmptyView())
                var configuration = UIHostingConfiguration { hosted(row.view) }.background { background }
                    .minSize(height: environment.defaultMinListRowHeight)
                if let insets = row.traits.insets { configuration = configuration.margins(.all, insets) }
                cell.contentConfiguration = configuration
                if let cell = cell as? UICollectionViewListCell { showEditingAccessories(in: cell, at: indexPath, traits: row.traits) }
            }
            return cell
        }
    }

    nonisolated func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        MainActor.assumeIsolated {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
            let section = model.sections[indexPath.section]
            let isFooter = kind == UICollectionView.elementKindSectionFooter
            if let cell = header as? UICollectionViewListCell, let view = isFooter ? section.footer : section.header {
                // Headers are bold captions, footers plain footnotes; both grey and leading.
                let font: Font = isFooter ? .footnote : .subheadline.weight(.semibold)
                let styled = AnyView(view.font(font).foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .leading))
                cell.contentConfiguration = UIHostingConfiguration { hosted(styled) }
                    .minSize(height: isFooter ? nil : environment.defaultMinListHeaderHeight)
            }
            return header
        }
    }
}

extension ListCoordinator {
    /// Selects, in the collection view, the rows whose tags the selection holds (and no
    /// others); a list without a selection selects nothing.
    func showSelection(in collection: UICollectionView) {
        collection.allowsSelection = selection != nil
        collection.allowsMultipleSelection = selection?.allowsMultiple ?? false
        let shown = Set(collection.indexPathsForSelectedItems ?? [])
        var wanted = Set<IndexPath>()
        if let selection, !selection.isEmpty {
            for (sectionIndex, section) in model.sections.enumerated() {
                for item in 0..<section.rowCount {
                    if let tag = section.tag(at: item), selection.contains(tag) { wanted.insert(IndexPath(item: item, section: sectionIndex)) }
                }
            }
        }
        for indexPath in shown.subtracting(wanted) { collection.deselectItem(at: indexPath, animated: false) }
        for indexPath in wanted.subtracting(shown) { collection.selectItem(at: indexPath, animated: false, scrollPosition: []) }
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        MainActor.assumeIsolated {
            guard let selection, let tag = model.sections[indexPath.section].tag(at: indexPath.item) else { return }
            selection.select(tag)
            // In a collapsed split view's column, a choice shows the next column.
            if !selection.allowsMultiple { environment.showsNextColumn?.show() }
        }
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        MainActor.assumeIsolated {
            guard let selection, selection.allowsMultiple, let tag = model.sections[indexPath.section].tag(at: indexPath.item) else { return }
            selection.deselect(tag)
        }
    }
}

/// How a list looks.
///
/// Differs from SwiftUI: styles of your own are not there (SwiftUI's requirements are
/// underscored); choose among the built-in ones.
public protocol ListStyle {
    /// The collection view list appearance the style draws.
    var _appearance: UICollectionLayoutListConfiguration.Appearance { get }
}

public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _appearance: UICollectionLayoutListConfiguration.Appearance { .insetGrouped }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _appearance: UICollectionLayoutListConfiguration.Appearance { .plain }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _appearance: UICollectionLayoutListConfiguration.Appearance { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _appearance: UICollectionLayoutListConfiguration.Appearance { .insetGrouped }
}

/// Rows edge to edge on the list's background, inset from its edges by the margins.
///
/// Differs from SwiftUI: drawn as the plain style.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _appearance: UICollectionLayoutListConfiguration.Appearance { .plain }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _appearance: UICollectionLayoutListConfiguration.Appearance { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style: inset grouped.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections on a grouped background, edge to edge.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections in rounded groups inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the list's edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's look.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ResolvedListStyle: Equatable {
    let appearance: UICollectionLayoutListConfiguration.Appearance
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedListStyle { ResolvedListStyle(appearance: .insetGrouped) }
}

extension EnvironmentValues {
    var listStyle: ResolvedListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, ResolvedListStyle(appearance: style._appearance))
    }
}

private struct IsInListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view is in a list's row (navigation links then show a chevron).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
