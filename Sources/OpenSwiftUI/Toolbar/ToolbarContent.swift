import Foundation

/// What a toolbar holds: items, groups of items, spacers.
public protocol ToolbarContent {}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot

    /// The platform decides: the bar's trailing end.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The navigation bar's leading end.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The navigation bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The navigation bar's leading end (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The navigation bar's trailing end (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the navigation bar, in the title's place.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The toolbar along the bottom.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The middle of the bottom toolbar (status text).
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The screen's main action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Confirming a modal screen: the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// Cancelling a modal screen: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action on a modal screen: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
}

/// One toolbar item: a view at a placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add", systemImage: "plus") { add() }
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, one item each.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarEntries: [ToolbarEntry] {
        ToolbarEntry.entries(of: content, placement: placement)
    }
}

/// Space between toolbar items: a fixed gap, or a flexible one that pushes them apart
/// (iOS 26; in a navigation bar it splits the items' glass).
public struct ToolbarSpacer: ToolbarContent, ToolbarEntriesProviding {
    /// How a spacer sizes itself.
    public enum Sizing: Hashable, Sendable { case fixed, flexible }
    let sizing: Sizing
    let placement: ToolbarItemPlacement

    /// A spacer of a sizing at a placement.
    public init(_ sizing: Sizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: nil, spacer: sizing)]
    }
}

/// Toolbar content built by ``ToolbarContentBuilder``, in order.
public struct ToolbarContentList: ToolbarContent, ToolbarEntriesProviding {
    let parts: [any ToolbarContent]

    var toolbarEntries: [ToolbarEntry] { parts.flatMap { ($0 as? any ToolbarEntriesProviding)?.toolbarEntries ?? [] } }
}

/// Builds toolbar content from items, groups and spacers.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarContentList { ToolbarContentList(parts: [content]) }
    public static func buildBlock(_ components: ToolbarContentList...) -> ToolbarContentList {
        ToolbarContentList(parts: components.flatMap(\.parts))
    }
    public static func buildOptional(_ component: ToolbarContentList?) -> ToolbarContentList { component ?? ToolbarContentList(parts: []) }
    public static func buildEither(first component: ToolbarContentList) -> ToolbarContentList { component }
    public static func buildEither(second component: ToolbarContentList) -> ToolbarContentList { component }
}

/// One toolbar entry as the screen shows it.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView?
    var spacer: ToolbarSpacer.Sizing?
    /// The environment where the toolbar was declared, which its views read (an
    /// `EditButton` its edit mode, a button its `dismiss`).
    var environment: EnvironmentValues?

    init(placement: ToolbarItemPlacement, content: AnyView?, spacer: ToolbarSpacer.Sizing? = nil) {
        self.placement = placement
        self.content = content
        self.spacer = spacer
    }

    /// An entry per view of a builder's content (the views of a tuple each stand alone).
    @MainActor static func entries(of view: any View, placement: ToolbarItemPlacement) -> [ToolbarEntry] {
        if let tuple = view as? any TupleViewElements { return tuple.elementViews.flatMap { entries(of: $0, placement: placement) } }
        if view is EmptyView { return [] }
        return [ToolbarEntry(placement: placement, content: AnyView(view))]
    }
}

/// Toolbar content that lists its entries.
protocol ToolbarEntriesProviding {
    @MainActor var toolbarEntries: [ToolbarEntry] { get }
}

/// A tuple's views, whatever its types.
protocol TupleViewElements {
    @MainActor var elementViews: [any View] { get }
}

extension TupleView: TupleViewElements {
    var elementViews: [any View] { elements }
}
