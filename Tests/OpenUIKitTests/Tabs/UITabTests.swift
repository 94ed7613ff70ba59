import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Records what a tab-based delegate hears.
@MainActor
private final class TabSelectionJournal: UITabBarControllerDelegate {
    var entries: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        entries.append("should \(tab.identifier)")
        return !refused.contains(tab.identifier)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        entries.append("did \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
    }
}

@MainActor
@Suite("UITab", .serialized)
struct UITabTests {
    private func tapTab(_ index: Int, of tabs: UITabBarController, in window: UIWindow) {
        let view = tabs.tabBar.itemViews[index]
        window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    @Test func tabsMakeTheirScreensWhenFirstSelectedAndTellTheDelegateWhichTab() throws {
        var made: [String] = []
        func tab(_ id: String) -> UITab {
            UITab(title: id.capitalized, image: UIImage(systemName: "star.fill"), identifier: id) { tab in
                made.append(tab.identifier)
                let screen = UIViewController()
                screen.title = tab.title
                return screen
            }
        }
        let tabs = UITabBarController(tabs: [tab("plants"), tab("rooms"), tab("settings")])
        let journal = TabSelectionJournal()
        journal.refused = ["settings"]
        tabs.delegate = journal
        let window = presentationScene(tabs)
        #expect(made == ["plants"], "only the selected tab's screen is made")
        #expect(tabs.tabBar.items?.map(\.title) == ["Plants", "Rooms", "Settings"])
        #expect(tabs.selectedTab?.identifier == "plants" && tabs.selectedIndex == 0)
        tapTab(1, of: tabs, in: window)
        #expect(made == ["plants", "rooms"] && tabs.selectedTab?.identifier == "rooms")
        #expect(journal.entries == ["should rooms", "did rooms from plants"], "\(journal.entries)")
        let rooms = try #require(tabs.tab(forIdentifier: "rooms"))
        #expect(rooms.viewController?.parent === tabs && rooms.tabBarController === tabs)
        #expect(rooms.viewController?.view.superview === tabs.view)
        tapTab(2, of: tabs, in: window)
        #expect(tabs.selectedTab === rooms && made.count == 2, "the delegate refused settings")
        tapTab(0, of: tabs, in: window)
        #expect(made == ["plants", "rooms"], "a screen is made once")
        tabs.selectedTab = rooms
        #expect(tabs.selectedIndex == 1 && journal.entries.count == 5, "chosen in code: no delegate calls")
        #expect(tabs.viewControllers?.count == 2, "the screens made so far")
    }

    @Test func hiddenAndDisabledTabsAndBadges() {
        let plants = UITab(title: "Plants", image: nil, identifier: "plants") { _ in UIViewController() }
        let rooms = UITab(title: "Rooms", image: nil, identifier: "rooms") { _ in UIViewController() }
        let search = UISearchTab { _ in UIViewController() }
        let duplicate = UITab(title: "Again", image: nil, identifier: "plants")
        let tabs = UITabBarController(tabs: [plants, rooms, search, duplicate])
        let window = presentationScene(tabs)
        #expect(tabs.tabs.map(\.identifier) == ["plants", "rooms", search.identifier], "a repeated identifier is left out")
        #expect(search.title == "Search" && search.image != nil)
        rooms.badgeValue = "3"
        #expect(tabs.tabBar.items?[1].badgeValue == "3")
        tabs.selectedTab = rooms
        rooms.isHidden = true
        #expect(tabs.tabBar.items?.map(\.title) == ["Plants", "Search"], "a hidden tab leaves the bar")
        #expect(tabs.selectedTab === plants, "and its selection goes to the first shown tab")
        search.isEnabled = false
        tapTab(1, of: tabs, in: window)
        #expect(tabs.selectedTab === plants, "a disabled tab cannot be chosen")
    }

    @Test func switchingBetweenTabsAndViewControllersReleasesTheOld() {
        let plants = UITab(title: "Plants", image: nil, identifier: "plants") { _ in UIViewController() }
        let tabs = UITabBarController(tabs: [plants])
        let window = presentationScene(tabs)
        let plantsScreen = plants.viewController
        let settings = UIViewController()
        tabs.viewControllers = [settings]
        #expect(tabs.tabs.isEmpty && plants.tabBarController == nil)
        #expect(plantsScreen?.parent == nil && tabs.selectedViewController === settings)
        tabs.tabs = [plants]
        #expect(settings.parent == nil && tabs.selectedTab === plants && plants.viewController === plantsScreen)
        _ = window
    }

    @Test func theSearchTabFloatsInAGlassCircleOfItsOwn() throws {
        let plants = UITab(title: "Plants", image: UIImage(systemName: "house.fill"), identifier: "plants") { _ in UIViewController() }
        let rooms = UITab(title: "Rooms", image: UIImage(systemName: "book"), identifier: "rooms") { _ in UIViewController() }
        let search = UISearchTab { _ in UIViewController() }
        let tabs = UITabBarController(tabs: [plants, rooms, search])
        let window = presentationScene(tabs)
        let bar = tabs.tabBar
        let circle = bar.searchGlass.frame, capsule = bar.glassView.frame
        #expect(!bar.searchGlass.isHidden && isClose(circle.width, 62) && isClose(circle.height, 62))
        #expect(isClose(circle.maxX, bar.bounds.maxX) && isClose(capsule.maxX + 8, circle.minX), "\(capsule) \(circle)")
        #expect(isClose(capsule.width, 2 * 94 + 8), "two tabs in the capsule")
        window.tap(at: bar.convert(CGPoint(x: circle.midX, y: circle.midY), to: window))
        #expect(tabs.selectedTab === search)
    }
}
