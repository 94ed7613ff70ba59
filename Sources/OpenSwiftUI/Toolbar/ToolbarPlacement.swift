import Foundation

/// A bar whose visibility or background a view sets: the navigation bar, the bottom
/// toolbar or the tab bar.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case automatic, navigationBar, bottomBar, tabBar
    }

    let bar: Bar

    /// The bar the platform means for the view: on iOS, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar at the top of a navigation stack's screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The toolbar at the bottom of a navigation stack's screen.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar of the tab view the screen is in.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)

    /// The bar this names on iOS.
    var resolved: Bar { bar == .automatic ? .navigationBar : bar }
}
