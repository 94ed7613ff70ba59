import Foundation

/// How a tab view shows its tabs: a tab bar, or pages swiped sideways.
///
/// Differs from SwiftUI: styles of your own are not there (SwiftUI's requirements are
/// underscored); the sidebar-adaptable style shows the tab bar, as on an iPhone.
public protocol TabViewStyle {
    /// The built-in look the style stands for.
    var _kind: TabViewStyleKind { get }
}

/// The built-in tab view looks.
public enum TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages side by side, swiped sideways, with dots for the pages.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's look: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room (a tab bar here).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped sideways.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages swiped sideways, with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a paged view's page dots look.
public protocol IndexViewStyle {
    /// Whether the dots sit on a backdrop.
    var _showsBackground: Bool { get }
}

/// Page dots, on a backdrop or not.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots sit on a backdrop.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _showsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a backdrop as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .tabBar }
}

private struct IndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    var pageIndexShowsBackground: Bool {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views inside show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, style._kind)
    }

    /// Sets how the page dots of paged tab views inside look.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexShowsBackground, style._showsBackground)
    }
}
