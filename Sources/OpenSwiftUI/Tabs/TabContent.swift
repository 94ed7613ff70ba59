import Foundation

/// What a ``TabView`` built with ``Tab``s shows: tabs, sections of tabs, and the
/// builder's groupings of them.
public protocol TabContent<TabValue> {
    /// The type of the value that selects a tab.
    associatedtype TabValue: Hashable
}

/// One tab as the tab view shows it.
struct TabItem {
    var title: String
    var image: UIImage?
    var badge: String?
    var value: AnyHashable?
    var isSearch = false
    var content: AnyView
}

/// Tab content that lists its tabs.
protocol TabItemsProviding {
    @MainActor var tabItems: [TabItem] { get }
}

/// A tab of a ``TabView``: its title and symbol in the tab bar, its value for the
/// selection, and its content.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Films", systemImage: "film", value: .films) { FilmsView() }
///     Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { SearchView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: TabContent, TabItemsProviding {
    public typealias TabValue = Value
    let title: String
    let systemImage: String?
    let value: Value?
    let role: TabRole?
    let content: Content
    var badge: String?

    /// A tab selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        title = Text(titleKey).plainString
        self.systemImage = systemImage
        self.value = value
        self.role = role
        self.content = content()
    }

    /// A tab titled with a string, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.role = role
        self.content = content()
    }

    /// A tab for its role alone (the search tab), selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        title = role == .search ? "Search" : ""
        systemImage = role == .search ? "magnifyingglass" : nil
        self.value = value
        self.role = role
        self.content = content()
    }

    var tabItems: [TabItem] {
        [TabItem(title: title, image: systemImage.flatMap { UIImage(systemName: $0) }, badge: badge,
                 value: value.map { AnyHashable($0) }, isSearch: role == .search, content: AnyView(content))]
    }

    /// The tab with a badge (a number; 0 shows none).
    public func badge(_ count: Int) -> Tab {
        var tab = self
        tab.badge = count == 0 ? nil : String(count)
        return tab
    }

    /// The tab with a badge of text (`nil` shows none).
    public func badge(_ label: Text?) -> Tab {
        var tab = self
        tab.badge = label?.plainString
        return tab
    }
}

extension Tab where Value == Never {
    /// A tab of a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        title = Text(titleKey).plainString
        self.systemImage = systemImage
        value = nil
        self.role = role
        self.content = content()
    }

    /// A tab titled with a string, of a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        value = nil
        self.role = role
        self.content = content()
    }
}

/// What a tab stands for beyond its content: the search tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, set apart at the bar's trailing end.
    public static let search = TabRole(name: "search")
}

/// A group of tabs under a header (in a sidebar); in the tab bar its tabs show in line.
public struct TabSection<Content: TabContent>: TabContent, TabItemsProviding {
    public typealias TabValue = Content.TabValue
    let content: Content

    /// A section titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Content.TabValue> content: () -> Content) {
        self.content = content()
    }

    var tabItems: [TabItem] { (content as? any TabItemsProviding)?.tabItems ?? [] }
}

/// Tabs built by ``TabContentBuilder``, in order.
public struct TabContentList<TabValue: Hashable>: TabContent, TabItemsProviding {
    let parts: [any TabContent]

    var tabItems: [TabItem] { parts.flatMap { ($0 as? any TabItemsProviding)?.tabItems ?? [] } }
}

/// Builds tab content from tabs, sections, `if` and `for`-less groupings.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> TabContentList<TabValue> where C.TabValue == TabValue {
        TabContentList(parts: [content])
    }

    public static func buildBlock(_ components: TabContentList<TabValue>...) -> TabContentList<TabValue> {
        TabContentList(parts: components.flatMap(\.parts))
    }

    public static func buildOptional(_ component: TabContentList<TabValue>?) -> TabContentList<TabValue> {
        component ?? TabContentList(parts: [])
    }

    public static func buildEither(first component: TabContentList<TabValue>) -> TabContentList<TabValue> { component }

    public static func buildEither(second component: TabContentList<TabValue>) -> TabContentList<TabValue> { component }

    public static func buildArray(_ components: [TabContentList<TabValue>]) -> TabContentList<TabValue> {
        TabContentList(parts: components.flatMap(\.parts))
    }
}
