import Foundation

/// Gives the content a context menu: a long press (or a secondary click) lifts it and
/// opens the menu, through UIKit's context menu interaction.
struct ContextMenuModifier<MenuItems: View, Preview: View>: PrimitiveModifier {
    let menuItems: MenuItems
    let preview: Preview?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let host = node.platformView(ofType: ContextMenuHostView.self, hostsChildren: true) { ContextMenuHostView() }
        host.items = MenuItem.items(of: menuItems)
        host.preview = preview.map { AnyView($0) }
        host.environment = context.environment
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// Holds a view's drawn content and the context menu interaction that opens its menu.
final class ContextMenuHostView: UIView, UIContextMenuInteractionDelegate {
    var items: [MenuItem] = []
    var preview: AnyView?
    var environment = EnvironmentValues()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { nil }

    /// An empty menu opens nothing, as in SwiftUI.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard !items.isEmpty else { return nil }
        let elements = MenuItem.elements(of: items)
        let previewProvider: UIContextMenuContentPreviewProvider? = preview.map { preview in
            let environment = self.environment
            return { UIHostingController(rootView: AnyView(preview.transformEnvironment(\.self) { $0 = environment })) }
        }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: previewProvider) { _ in UIMenu(children: elements) }
    }
}

extension View {
    /// A menu of `menuItems` (buttons, dividers, sections, menus) that a long press or a
    /// secondary click on this view opens.
    ///
    /// ```swift
    /// PosterView(film)
    ///     .contextMenu {
    ///         Button("Add to Favourites", systemImage: "heart") { favourite(film) }
    ///         Button("Delete", role: .destructive) { delete(film) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier<MenuItems, EmptyView>(menuItems: menuItems(), preview: nil))
    }

    /// A context menu shown beside `preview` instead of the view itself.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems(), preview: preview()))
    }
}
