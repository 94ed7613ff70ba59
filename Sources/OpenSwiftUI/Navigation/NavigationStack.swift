import Foundation

/// A stack of screens over a root: links and path changes push screens, the back button
/// and the edge swipe pop them.
///
/// ```swift
/// NavigationStack {
///     List(films) { film in
///         NavigationLink(film.title, value: film)
///     }
///     .navigationTitle("Films")
///     .navigationDestination(for: Film.self) { FilmDetail(film: $0) }
/// }
/// ```
///
/// It runs on OpenUIKit's `UINavigationController`: iOS 26's glass bar, large titles, the
/// animated push and pop and the interactive swipe back. Bound to a `path`, it shows a
/// screen for each value; going back removes them. A value whose type has no
/// `navigationDestination` shows nothing and warns at run time.
public struct NavigationStack<Data, Root: View>: View {
    let path: Binding<NavigationPath>?
    let root: Root
    /// The edit mode the stack keeps for its screens when no ancestor provides one.
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    public var body: some View {
        // Read here, the path's changes run this body again and reach the host.
        NavigationStackHost(path: path, shownPath: path?.wrappedValue, root: AnyView(root))
            // Its bars reach the screen's edges; the screens' safe areas allow for them.
            .ignoresSafeArea(.container)
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    /// A stack showing a screen for each value of `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = path
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing a screen for each value of a typed path.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = Binding<NavigationPath>(
            get: { NavigationPath(path.wrappedValue) },
            set: { newPath in path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element }) })
        self.root = root()
    }
}

/// The `UINavigationController` behind a navigation stack, as a representable.
struct NavigationStackHost: UIViewControllerRepresentable {
    let path: Binding<NavigationPath>?
    /// The bound path's value when the body ran.
    let shownPath: NavigationPath?
    let root: AnyView

    func makeCoordinator() -> NavigationCoordinator { NavigationCoordinator() }

    func makeUIViewController(context: Context) -> UINavigationController {
        let coordinator = context.coordinator
        let rootController = coordinator.makeScreen(root, environment: context.environment)
        let navigation = UINavigationController(rootViewController: rootController)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.delegate = coordinator
        coordinator.navigation = navigation
        return navigation
    }

    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
        let coordinator = context.coordinator
        coordinator.environment = context.environment
        coordinator.externalPath = path
        (navigation.viewControllers.first as? NavigationScreenController)?.show(coordinator.decorate(root))
        // A stack on screen animates its pushes and pops, as SwiftUI's does, unless the
        // change's transaction disables animations.
        let onScreen = navigation.viewIfLoaded?.window != nil
        let animates = context.transaction.animation != nil || onScreen || coordinator.hasAppeared
        coordinator.syncScreens(animated: animates && !context.transaction.disablesAnimations)
    }
}

/// Keeps a navigation stack's screens and its path in step.
@MainActor
final class NavigationCoordinator: NSObject, UINavigationControllerDelegate {
    weak var navigation: UINavigationController?
    let context = NavigationContext()
    var environment = EnvironmentValues()
    /// The path the stack is bound to; `nil` when it keeps its own.
    var externalPath: Binding<NavigationPath>?
    /// The path when the stack keeps its own.
    private var ownPath = NavigationPath()
    /// The screens pushed for views (`NavigationLink(destination:)`), above the path's,
    /// with what to run when going back takes each away.
    private var pushedViews: [(view: AnyView, onPop: (() -> Void)?)] = []
    /// The path's values the pushed screens stand for, in order.
    private var shownValues: [AnyHashable] = []
    var hasAppeared = false

    override init() {
        super.init()
        context.appendValue = { [weak self] value in self?.append(value) }
        context.pushView = { [weak self] view, onPop in self?.push(view, onPop: onPop) ?? { _ in } }
        context.popTop = { [weak self] in self?.navigation?.popViewController(animated: true) }
    }

    private var path: NavigationPath {
        get { externalPath?.wrappedValue ?? ownPath }
        set {
            if let externalPath { externalPath.wrappedValue = newValue } else { ownPath = newValue }
        }
    }

    /// A content view with the stack's environment and its screen settings read back.
    func decorate(_ content: AnyView, shownBy screen: PushedScreen? = nil) -> AnyView {
        var environment = screensEnvironment
        // In a pushed screen, `dismiss` pops it (not the presentation around the stack).
        if let screen { environment.dismiss = DismissAction { screen.pop() } }
        return AnyView(content.transformEnvironment(\.self) { $0 = environment })
    }

    /// The stack's environment with its navigation context, made again only when the
    /// stack's own environment changes: a screen given the same environment as before
    /// skips the bodies whose inputs did not change.
    private var screensEnvironment: EnvironmentValues {
        if let made = madeScreensEnvironment, made.source == environment.version { return made.value }
        var value = environment
        value.navigationContext = context
        madeScreensEnvironment = (environment.version, value)
        return value
    }

    private var madeScreensEnvironment: (source: UInt64, value: EnvironmentValues)?

    /// A screen showing `content` in the stack's environment.
    private func screen(showing content: AnyView, pushed: PushedScreen? = nil) -> NavigationScreenController {
        let screen = NavigationScreenController(content: decorate(content, shownBy: pushed))
        pushed?.controller = screen
        screen.barEnvironment = environment
        // Its content runs before it is pushed, so its title and items are in its navigation
        // item when the bar's transition starts, as a UIKit screen's are after viewDidLoad.
        screen.loadViewIfNeeded()
        screen.updatePropertiesIfNeeded()
        return screen
    }

    func makeScreen(_ content: AnyView, environment: EnvironmentValues) -> NavigationScreenController {
        self.environment = environment
        return screen(showing: content)
    }

    private func append(_ value: AnyHashable) {
        var path = self.path
        path.elements.append(value)
        self.path = path
        syncScreens(animated: true)
    }

    private func push(_ view: AnyView, onPop: (() -> Void)?) -> (AnyView) -> Void {
        pushedViews.append((view, onPop))
        let pushed = PushedScreen()
        let screen = screen(showing: view, pushed: pushed)
        navigation?.pushViewController(screen, animated: true)
        return { [weak self, weak screen] newer in
            guard let self, let screen else { return }
            screen.show(self.decorate(newer, shownBy: pushed))
        }
    }

    /// Pushes and pops so the screens above the root show the path's values.
    func syncScreens(animated: Bool) {
        guard let navigation else { return }
        let values = path.elements
        guard values != shownValues else { return }
        let common = zip(values, shownValues).prefix { $0 == $1 }.count
        var controllers = Array(navigation.viewControllers.prefix(1 + common))
        for value in values.dropFirst(common) {
            guard let screen = context.destination(for: value) else {
                RuntimeWarning.handler("A NavigationLink is presenting a value of type \"\(type(of: value.base))\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
                continue
            }
            controllers.append(self.screen(showing: screen, pushed: PushedScreen()))
        }
        let grewByOne = common == shownValues.count && values.count == shownValues.count + 1 && pushedViews.isEmpty
        shownValues = values
        let dropped = pushedViews
        pushedViews.removeAll()
        for pushed in dropped { pushed.onPop?() }
        // One value more is a plain push; anything else replaces the stack at once.
        let push = grewByOne && controllers.count == navigation.viewControllers.count + 1 ? controllers.last : nil
        let change = { [weak navigation] in
            guard let navigation else { return }
            if let push { navigation.pushViewController(push, animated: animated) } else { navigation.setViewControllers(controllers, animated: animated) }
        }
        // A path changed by an update moves the screens once the update pass has ended, where
        // the bar's fades animate (the pass applies the update without animation).
        if animated { UIView.performAfterUpdatePass(change) } else { change() }
    }

    nonisolated func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        MainActor.assumeIsolated {
            hasAppeared = true
            // A pop by the back button or the swipe shortens the path to what is shown.
            let shownScreens = max(0, navigationController.viewControllers.count - 1 - pushedViews.count)
            if shownScreens < shownValues.count {
                shownValues.removeLast(shownValues.count - shownScreens)
                var path = self.path
                path.elements = shownValues
                self.path = path
            }
            let keep = max(0, navigationController.viewControllers.count - 1 - shownValues.count)
            while pushedViews.count > keep { pushedViews.removeLast().onPop?() }
        }
    }
}

/// A screen above a stack's root, for its `dismiss` to pop.
@MainActor
final class PushedScreen {
    weak var controller: UIViewController?

    /// Pops the screen and any above it.
    func pop() {
        _ = controller?.popFromNavigation()
    }
}

/// A screen of a navigation stack: its title and bar settings come from its content.
final class NavigationScreenController: UIHostingController<AnyView> {
    init(content: AnyView) {
        super.init(rootView: AnyView(EmptyView()))
        show(content)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `content`, taking its title settings and toolbar for the navigation item.
    func show(_ content: AnyView) {
        rootView = AnyView(content
            .onPreferenceChange(NavigationTitleKey.self) { [weak self] settings in self?.apply(settings) }
            .onPreferenceChange(ToolbarKey.self) { [weak self] toolbar in self?.toolbar.apply(toolbar.entries, to: self) }
            .onPreferenceChange(SearchKey.self) { [weak self] settings in self?.search.apply(settings, to: self) }
            .onPreferenceChange(ScreenBarSettingsKey.self) { [weak self] settings in self?.applyBars(settings) })
        // A screen under the top is out of the window, where no update pass reaches it: its
        // content runs now, so the screens it pushed follow what it shows.
        if isViewLoaded, view.window == nil { updatePropertiesIfNeeded() }
    }

    /// The screen's search field.
    let search = ScreenSearch()

    /// The screen's toolbar items.
    let toolbar = ScreenToolbar()

    /// What the content says about the bars, applied while the screen shows.
    private var bars = ScreenBarSettings()
    /// The environment the content's bar colours resolve in.
    var barEnvironment = EnvironmentValues()

    private func applyBars(_ settings: ScreenBarSettings) {
        bars = settings
        if let appearances = settings.navigationAppearances(in: barEnvironment) {
            navigationItem.standardAppearance = appearances.standard
            navigationItem.scrollEdgeAppearance = appearances.scrollEdge
        } else if navigationItem.standardAppearance != nil {
            navigationItem.standardAppearance = nil
            navigationItem.scrollEdgeAppearance = nil
        }
        if navigationController?.topViewController === self { showBars(animated: false) }
    }

    /// Shows and hides the navigation bar, the bottom toolbar and the tab bar as this
    /// screen's content asks (each screen asks afresh as it comes on top).
    private func showBars(animated: Bool) {
        guard let navigation = navigationController else { return }
        let hidesNavigationBar = bars.isHidden(.navigationBar)
        if navigation.isNavigationBarHidden != hidesNavigationBar { navigation.setNavigationBarHidden(hidesNavigationBar, animated: animated) }
        if bars.isHidden(.bottomBar), !navigation.isToolbarHidden { navigation.setToolbarHidden(true, animated: animated) }
        if let tabs = tabBarController, tabs.isTabBarHidden != bars.isHidden(.tabBar) {
            tabs.setTabBarHidden(bars.isHidden(.tabBar), animated: animated)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showBars(animated: animated)
    }

    private func apply(_ settings: NavigationTitleSettings) {
        if navigationItem.title != settings.title { navigationItem.title = settings.title }
        if navigationItem.subtitle != settings.subtitle { navigationItem.subtitle = settings.subtitle }
        let mode: UINavigationItem.LargeTitleDisplayMode
        switch settings.displayMode {
        case .inline: mode = .never
        case .large: mode = .always
        default: mode = .automatic
        }
        if navigationItem.largeTitleDisplayMode != mode { navigationItem.largeTitleDisplayMode = mode }
    }
}
