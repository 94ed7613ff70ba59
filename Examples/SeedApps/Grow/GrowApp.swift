import OpenSwiftUI

/// Grow's screens together: Today and Insights tabs, each in a navigation controller.
@MainActor
public enum GrowApp {
    /// The app's root controller, its screens sharing one calendar model.
    public static func make(model: GrowCalendarModel = GrowCalendarModel()) -> UITabBarController {
        let today = UINavigationController(rootViewController: GrowTodayViewController(model: model))
        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max.fill"), tag: 0)
        let insights = UINavigationController(rootViewController: GrowInsightsViewController(model: model))
        insights.tabBarItem = UITabBarItem(title: "Insights", image: UIImage(systemName: "chart.bar.fill"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [today, insights]
        return tabs
    }
}
