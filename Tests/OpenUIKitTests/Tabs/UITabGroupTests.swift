import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Trims a managing group's stack to its last screen.
@MainActor
private final class LastScreenOnly: UITabBarControllerDelegate {
    var asked: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                          proposedViewControllers: [UIViewController]) -> [UIViewController] {
        asked.append("\(tab.identifier): \(proposedViewControllers.compactMap(\.title))")
        return Array(proposedViewControllers.suffix(1))
    }
}

@MainActor
@Suite("UITabGroup", .serialized)
struct UITabGroupTests {
    private func screen(_ title: String) -> (UITab) -> UIViewController {
        { _ in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
    }

    private func scene() -> (UIWindow, UITabBarController, UITabGroup, UINavigationController) {
        let library = UINavigationController()
        let group = UITabGroup(title: "Library", image: UIImage(systemName: "star.fill"), identifier: "library", children: [
            UITab(title: "Ferns", image: nil, identifier: "ferns", viewControllerProvider: screen("Ferns")),
            UITabGroup(title: "Mosses", image: nil, identifier: "mosses", children: [
                UITab(title: "Peat", image: nil, identifier: "peat", viewControllerProvider: screen("Peat")),
            ], viewControllerProvider: screen("Mosses")),
            UITab(title: "Notes", image: nil, identifier: "notes"),
        ]) { _ in library }
        group.managingNavigationController = library
        let tabs = UITabBarController(tabs: [
            UITab(title: "Home", image: UIImage(systemName: "house.fill"), identifier: "home", viewControllerProvider: screen("Home")),
            group,
        ])
        return (presentationScene(tabs), tabs, group, library)
    }

    @Test func aGroupIsOneTabOnThePhonesBarAndItsTabsAreFoundByIdentifier() throws {
        let (_, tabs, group, _) = scene()
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Library"])
        let peat = try #require(tabs.tab(forIdentifier: "peat"))
        #expect(peat.parent?.identifier == "mosses" && peat.parent?.parent === group)
        #expect(peat.managingTabGroup === group && group.managingTabGroup == nil)
        #expect(peat.tabBarController === tabs && group.tab(forIdentifier: "notes")?.title == "Notes")
        group.selectedChild = UITab(title: "Stray", image: nil, identifier: "stray")
        #expect(group.selectedChild == nil, "only a child can be selected")
    }

    @Test func selectingATabInsideAManagingGroupBuildsItsNavigationStack() throws {
        let (window, tabs, group, library) = scene()
        tabs.selectedTab = tabs.tab(forIdentifier: "peat")
        window.layoutIfNeeded()
        #expect(tabs.selectedIndex == 1 && tabs.selectedTab?.identifier == "peat")
        #expect(library.viewControllers.map(\.title) == ["Mosses", "Peat"], "each tab's screen on the way down")
        #expect(group.selectedChild?.identifier == "mosses" && library.view.window === window)

        tabs.selectedTab = tabs.tab(forIdentifier: "notes")
        #expect(library.viewControllers.isEmpty, "a tab without a screen adds none")
        tabs.selectedTab = tabs.tab(forIdentifier: "home")
        tabs.selectedTab = group
        #expect(tabs.selectedTab?.identifier == "notes", "the group keeps its selection")

        group.selectedChild = nil
        group.defaultChildIdentifier = "ferns"
        tabs.selectedTab = tabs.tab(forIdentifier: "home")
        tabs.selectedTab = group
        #expect(library.viewControllers.map(\.title) == ["Ferns"], "with nothing selected the default child shows")
    }

    @Test func theDelegateShapesTheStack() throws {
        let (_, tabs, _, library) = scene()
        let delegate = LastScreenOnly()
        tabs.delegate = delegate
        tabs.selectedTab = tabs.tab(forIdentifier: "peat")
        #expect(delegate.asked == ["peat: [\"Mosses\", \"Peat\"]"])
        #expect(library.viewControllers.map(\.title) == ["Peat"])
    }

    @Test func goingBackInTheManagedStackMovesTheSelectionUp() throws {
        let (window, tabs, group, library) = scene()
        tabs.selectedTab = tabs.tab(forIdentifier: "peat")
        window.layoutIfNeeded()
        library.popViewController(animated: false)
        #expect(tabs.selectedTab?.identifier == "mosses" && library.topViewController?.title == "Mosses")
        #expect(group.selectedChild?.identifier == "mosses")
    }
}

