import Foundation

/// Screens behind a tab bar: one tab per ``Tab`` (or per view with a `tabItem`), the
/// selected one shown.
///
/// ```swift
/// TabView {
///     Tab("Films", systemImage: "film") { FilmsView() }
///     Tab("Settings", systemImage: "gear") { SettingsView() }
/// }
/// ```
///
/// It runs on OpenUIKit's `UITabBarController`, with iOS 26's floating glass tab bar.
/// Bound to a selection, it shows the tab whose value matches (the first when none does)
/// and writes the value of the tab the person picks.
public struct TabView<SelectionValue: Hashable, Content>: View {
    let selection: Binding<SelectionValue>?
    let items: @MainActor () -> [TabItem]

    @Environment(\.tabViewStyle) private var style

    public var body: some View {
        let erased = selection.map { binding in
            Binding<AnyHashable?>(get: { AnyHashable(binding.wrappedValue) }, set: { value in
                if let value = value?.base as? SelectionValue { binding.wrappedValue = value }
            })
        }
        switch style {
        case .page(let indexDisplayMode):
            PagedTabView(items: items(), selection: erased, indexDisplayMode: indexDisplayMode)
        case .tabBar:
            TabViewHost(selection: erased, shownSelection: selection.map { AnyHashable($0.wrappedValue) }, items: items())
                // Its bar floats over the whole screen; the tabs' safe areas allow for it.
                .ignoresSafeArea(.container)
        }
    }
}

extension TabView where Content: TabContent, Content.TabValue == SelectionValue {
    /// A tab view of tabs, selected through `selection`.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        let tabs = content()
        self.selection = selection
        items = { (tabs as? any TabItemsProviding)?.tabItems ?? [] }
    }
}

extension TabView where SelectionValue == Never, Content: TabContent, Content.TabValue == Never {
    /// A tab view of tabs without a selection.
    public init(@TabContentBuilder<Never> content: () -> Content) {
        let tabs = content()
        selection = nil
        items = { (tabs as? any TabItemsProviding)?.tabItems ?? [] }
    }
}

extension TabView where Content: View {
    /// A tab view of views marked with `tabItem(_:)` and `tag(_:)`, selected through
    /// `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        let views = content()
        self.selection = selection
        items = {
            var index = 0
            return TabItem.items(of: views, index: &index)
        }
    }
}

extension TabView where SelectionValue == Int, Content: View {
    /// A tab view of views marked with `tabItem(_:)`, numbered from 0.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The `UITabBarController` behind a tab view.
struct TabViewHost: UIViewControllerRepresentable {
    let selection: Binding<AnyHashable?>?
    /// The selection when the body ran (so its changes reach the host).
    let shownSelection: AnyHashable?
    let items: [TabItem]

    func makeCoordinator() -> TabViewCoordinator { TabViewCoordinator() }

    func makeUIViewController(context: Context) -> UITabBarController {
        let controller = UITabBarController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: UITabBarController, context: Context) {
        let coordinator = context.coordinator
        coordinator.selection = selection
        coordinator.items = items
        var environment = context.environment
        environment.navigationContext = nil
        let minimize = environment.tabBarMinimizeBehavior.uiKit
        if controller.tabBarMinimizeBehavior != minimize { controller.tabBarMinimizeBehavior = minimize }
        coordinator.showAccessory(environment.tabViewBottomAccessory, in: controller, environment: environment)
        // The tabs' own content does not take the tab view's accessory or bar behaviour again.
        environment.tabViewBottomAccessory = nil
        let existing = controller.viewControllers ?? []
        var screens: [UIHostingController<AnyView>] = []
        for (index, item) in items.enumerated() {
            let content = AnyView(item.content.transformEnvironment(\.self) { $0 = environment })
            let screen: UIHostingController<AnyView>
            if index < existing.count, let reused = existing[index] as? UIHostingController<AnyView> {
                screen = reused
                screen.rootView = content
            } else {
                screen = UIHostingController(rootView: content)
            }
            if screen.tabBarItem.title != item.title { screen.tabBarItem.title = item.title }
            if screen.tabBarItem.image !== item.image { screen.tabBarItem.image = item.image }
            if screen.tabBarItem.badgeValue != item.badge { screen.tabBarItem.badgeValue = item.badge }
            screens.append(screen)
        }
        if existing.count != screens.count || !zip(existing, screens).allSatisfy({ $0 === $1 }) {
            controller.setViewControllers(screens, animated: false)
        }
        if let shownSelection, let index = items.firstIndex(where: { $0.value == shownSelection }), controller.selectedIndex != index {
            controller.selectedIndex = index
        }
    }
}

/// Writes the picked tab's value to the selection.
@MainActor
final class TabViewCoordinator: NSObject, UITabBarControllerDelegate {
    var selection: Binding<AnyHashable?>?
    var items: [TabItem] = []
    /// The hosting view of the bottom accessory, kept so its views keep their state.
    private var accessoryHost: _UIHostingView<AnyView>?

    /// Puts `accessory` above the bar, or takes the accessory away.
    func showAccessory(_ accessory: TabViewBottomAccessory?, in controller: UITabBarController, environment: EnvironmentValues) {
        guard let accessory else {
            if controller.bottomAccessory != nil { controller.bottomAccessory = nil }
            accessoryHost = nil
            return
        }
        let content = AnyView(accessory.content.transformEnvironment(\.self) { $0 = environment })
        if let accessoryHost, controller.bottomAccessory?.contentView === accessoryHost {
            accessoryHost.rootView = content
            return
        }
        let host = _UIHostingView(rootView: content)
        host.backgroundColor = nil
        accessoryHost = host
        controller.bottomAccessory = UITabAccessory(contentView: host)
    }

    nonisolated func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        MainActor.assumeIsolated {
            let index = tabBarController.selectedIndex
            guard items.indices.contains(index), let value = items[index].value, let selection else { return }
            if selection.wrappedValue != value { selection.wrappedValue = value }
        }
    }
}
