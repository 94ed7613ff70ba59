import Foundation

/// `tabItem(_:)`: the tab bar item of a view inside a ``TabView``, read when the tab view
/// builds its tabs; it changes nothing where it is drawn.
struct TabItemModifier: PrimitiveModifier {
    let label: AnyView
    let title: String
    let image: UIImage?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.becomeList()
        node.showOnly(content, context: context)
    }
}

/// `badge(_:)`: a tab's badge, read by the tab view.
struct BadgeModifier: PrimitiveModifier {
    let badge: String?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.becomeList()
        node.showOnly(content, context: context)
    }
}

extension View {
    /// The tab bar item of this view inside a ``TabView``: a label's title and icon.
    ///
    /// ```swift
    /// FilmsView().tabItem { Label("Films", systemImage: "film") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        let labelled = label as? any TabLabelReading
        return modifier(TabItemModifier(label: AnyView(label), title: labelled?.tabTitle ?? (label as? Text)?.plainString ?? "",
                                        image: labelled?.tabImage))
    }

    /// A badge on this view's tab (a number; 0 shows none).
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(badge: count == 0 ? nil : String(count)))
    }

    /// A badge of text on this view's tab (`nil` shows none).
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(badge: label?.plainString))
    }
}

/// Labels a tab item reads its title and icon from.
protocol TabLabelReading {
    @MainActor var tabTitle: String? { get }
    @MainActor var tabImage: UIImage? { get }
}

extension Label: TabLabelReading {
    var tabTitle: String? { (title as? Text)?.plainString }
    var tabImage: UIImage? {
        guard let image = icon as? Image, case .symbol(let name) = image.source else { return nil }
        return UIImage(systemName: name)
    }
}

/// Views that list the tabs made with `tabItem(_:)` inside a view-built ``TabView``.
protocol ViewTabItemsProviding {
    @MainActor func viewTabItems(index: inout Int) -> [TabItem]
}

extension TupleView: ViewTabItemsProviding {
    func viewTabItems(index: inout Int) -> [TabItem] {
        var items: [TabItem] = []
        for element in elements { items += TabItem.items(of: element, index: &index) }
        return items
    }
}

extension ForEach: ViewTabItemsProviding {
    func viewTabItems(index: inout Int) -> [TabItem] {
        var items: [TabItem] = []
        for element in data {
            var item = TabItem.items(of: content(element), index: &index)
            if item.count == 1, item[0].value == nil { item[0].value = AnyHashable(id(element)) }
            items += item
        }
        return items
    }
}

extension TabItem {
    /// The tabs a view of a tab view's content makes: one per view (numbered from 0 when
    /// untagged), its title and icon from its `tabItem`, its value from its `tag`.
    @MainActor static func items(of view: any View, index: inout Int) -> [TabItem] {
        if let group = view as? any ViewTabItemsProviding { return group.viewTabItems(index: &index) }
        var item = TabItem(title: "", image: nil, badge: nil, value: nil, content: AnyView(view))
        var current: Any = view
        while let modified = current as? any ModifiedContentReading {
            switch modified.modifierValue {
            case let tabItem as TabItemModifier:
                item.title = tabItem.title
                item.image = tabItem.image
            case let badge as BadgeModifier:
                item.badge = badge.badge
            case let tag as TagModifier:
                item.value = tag.tag
            default:
                break
            }
            current = modified.contentValue
        }
        if item.value == nil { item.value = AnyHashable(index) }
        index += 1
        return [item]
    }
}

/// Lets a modified view be looked through without knowing its types.
protocol ModifiedContentReading {
    var contentValue: Any { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentReading {
    var contentValue: Any { content }
    var modifierValue: Any { modifier }
}
