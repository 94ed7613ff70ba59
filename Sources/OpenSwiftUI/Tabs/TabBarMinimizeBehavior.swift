import Foundation

/// Whether a tab view's floating bar shrinks to its selected tab while the content scrolls.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let uiKit: UITabBarController.MinimizeBehavior

    /// The system's choice: on iPhone the bar stays as it is.
    public static let automatic = TabBarMinimizeBehavior(uiKit: .automatic)
    /// The bar shrinks while the content scrolls down and grows when it scrolls back up.
    public static let onScrollDown = TabBarMinimizeBehavior(uiKit: .onScrollDown)
    /// The bar shrinks while the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(uiKit: .onScrollUp)
    /// The bar never shrinks.
    public static let never = TabBarMinimizeBehavior(uiKit: .never)
}

private struct TabBarMinimizeBehaviorKey: EnvironmentKey {
    static var defaultValue: TabBarMinimizeBehavior { .automatic }
}

/// A view shown above a tab view's bar (a mini player), as the environment carries it.
struct TabViewBottomAccessory {
    let content: AnyView
}

private struct TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessory? { nil }
}

extension EnvironmentValues {
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeBehaviorKey.self] }
        set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }

    var tabViewBottomAccessory: TabViewBottomAccessory? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the tab view's bar shrinks to its selected tab while its content scrolls.
    ///
    /// ```swift
    /// TabView { … }.tabBarMinimizeBehavior(.onScrollDown)
    /// ```
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environment(\.tabBarMinimizeBehavior, behavior)
    }

    /// Shows `content` on glass above the tab view's bar (beside it while the bar is
    /// minimized), as a mini player does.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, TabViewBottomAccessory(content: AnyView(content())))
    }
}
