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

@MainActor
@Suite(.manualClock) struct TabViewBarTests {
    private struct Player: View {
        var body: some View {
            TabView {
                Tab("Films", systemImage: "film") {
                    List(0..<200) { Text("Film \($0)") }
                }
                Tab("Settings", systemImage: "gearshape") { Text("Settings") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { Text("Now Playing: Metropolis") }
        }
    }

    @Test func theAccessoryShowsAboveTheBarWhichShrinksWhileTheListScrollsDown() throws {
        let hosted = Hosted(Player(), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        hosted.settle()
        let tabs = try #require(hosted.controller.children.first as? UITabBarController)
        #expect(tabs.tabBarMinimizeBehavior == .onScrollDown)
        let accessory = try #require(tabs.bottomAccessory)
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Now Playing: Metropolis" })
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        #expect(accessory.contentView.convert(accessory.contentView.bounds, to: nil).maxY <= bar.minY + 0.5, "the accessory sits above the bar")
        let wide = tabs.tabBar.bounds.width
        // Two drags, with frames between them, as a finger's scroll gives the bar.
        for _ in 0..<2 {
            hosted.window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 8)
            hosted.settle()
        }
        #expect(tabs.tabBar.frame.width < wide * 0.6, "the bar shrinks to its selected tab: \(tabs.tabBar.frame.width) of \(wide)")
    }
}
