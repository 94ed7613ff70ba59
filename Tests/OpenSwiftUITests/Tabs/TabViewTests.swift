import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private enum Section: Hashable { case films, downloads, search }

@MainActor
@Observable
private final class App {
    var section = Section.films
    var unread = 3
}

private struct TabbedApp: View {
    @Bindable var app: App

    var body: some View {
        TabView(selection: $app.section) {
            Tab("Films", systemImage: "film", value: Section.films) { Text("All films") }
            Tab("Downloads", systemImage: "arrow.down.circle", value: Section.downloads) { Text("Offline") }
                .badge(app.unread)
            Tab(value: Section.search, role: .search) { Text("Find") }
        }
    }
}

@MainActor
@Suite(.manualClock) struct TabViewTests {
    private func tabs(in hosted: Hosted<some View>) throws -> UITabBarController {
        try #require(hosted.controller.children.first as? UITabBarController)
    }

    @Test func tabsBecomeTabBarItemsAndTheSelectionShowsItsTab() throws {
        let app = App()
        let hosted = Hosted(TabbedApp(app: app), size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try tabs(in: hosted)
        let items = try #require(controller.viewControllers?.compactMap { $0.tabBarItem })
        #expect(items.map(\.title) == ["Films", "Downloads", "Search"])
        #expect(items[1].badgeValue == "3" && items[0].badgeValue == nil)
        #expect(items.allSatisfy { $0.image != nil })
        #expect(controller.selectedIndex == 0)
        app.section = .downloads
        hosted.window.layoutIfNeeded()
        #expect(controller.selectedIndex == 1)
        app.unread = 0
        hosted.window.layoutIfNeeded()
        #expect(controller.viewControllers?[1].tabBarItem?.badgeValue == nil)
    }

    @Test func pickingATabWritesTheSelection() throws {
        let app = App()
        let hosted = Hosted(TabbedApp(app: app), size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try tabs(in: hosted)
        controller.selectedIndex = 2
        controller.delegate?.tabBarController(controller, didSelect: controller.viewControllers![2])
        #expect(app.section == .search)
    }

    @Test func viewsWithTabItemsMakeTabsNumberedOrTagged() throws {
        let view = TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Profile").tabItem { Label("Profile", systemImage: "person") }.badge(Text("New"))
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try tabs(in: hosted)
        #expect(controller.viewControllers?.map { $0.tabBarItem?.title } == ["Home", "Profile"])
        #expect(controller.viewControllers?[1].tabBarItem?.badgeValue == "New")
        var selected = "b"
        let tagged = TabView(selection: Binding(get: { selected }, set: { selected = $0 })) {
            Text("A").tabItem { Text("A") }.tag("a")
            Text("B").tabItem { Text("B") }.tag("b")
        }
        let taggedHost = Hosted(tagged, size: CGSize(width: 390, height: 844), scale: 1)
        #expect(try tabs(in: taggedHost).selectedIndex == 1)
    }
}
