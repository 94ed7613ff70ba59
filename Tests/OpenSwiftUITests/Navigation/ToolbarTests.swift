import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Inbox {
    var added = 0
}

private struct InboxView: View {
    let inbox: Inbox

    var body: some View {
        NavigationStack {
            Text("Messages: \(inbox.added)")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { inbox.added += 1 } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
                    ToolbarSpacer(.flexible, placement: .bottomBar)
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("Updated just now")
                    }
                }
        }
    }
}

@MainActor
@Suite(.manualClock) struct ToolbarTests {
    @Test func itemsGoToTheirPlacesInTheBars() throws {
        let inbox = Inbox()
        let hosted = Hosted(InboxView(inbox: inbox), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.leftBarButtonItems?.count == 1)
        #expect(item.rightBarButtonItems?.count == 2)
        #expect(navigation.topViewController?.toolbarItems?.count == 2)
        #expect(!navigation.isToolbarHidden)
        let add = try #require(hosted.window.voiceOverOrder.first { $0.label == "Add" })
        hosted.window.tap(at: add.activationPoint)
        hosted.settle()
        #expect(inbox.added == 1)
        let filter = try #require(hosted.window.voiceOverOrder.first { $0.label == "Filter" })
        #expect(add.frame.maxX <= filter.frame.minX, "trailing items read left to right")
    }
}

@MainActor
@Observable
private final class PlayerPath {
    var path: [String] = []
}

/// A stack whose root hides the navigation bar and whose pushed screen colours it.
private struct BarsView: View {
    let model: PlayerPath

    var body: some View {
        NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
            Text("Now Playing")
                .toolbarVisibility(.hidden, for: .navigationBar)
                .navigationDestination(for: String.self) { title in
                    Text(title)
                        .navigationTitle(title)
                        .toolbarBackground(Color.red, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                }
        }
    }
}

@MainActor
@Suite(.manualClock) struct ToolbarBarsTests {
    @Test func aScreenHidesItsNavigationBarAndTheNextScreenShowsAColouredOne() throws {
        let model = PlayerPath()
        let hosted = Hosted(BarsView(model: model), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        #expect(navigation.isNavigationBarHidden)
        model.path = ["Sunrise"]
        hosted.settle()
        #expect(!navigation.isNavigationBarHidden, "the pushed screen does not hide the bar")
        let item = try #require(navigation.topViewController?.navigationItem)
        #expect(item.standardAppearance != nil && item.scrollEdgeAppearance != nil)
        let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
        let image = try #require(hosted.window.renderedImage().cgImage)
        let pixel = image.rgba(atX: 8, y: Int(bar.midY))
        #expect(pixel.red > 200 && pixel.green < 80 && pixel.blue < 80, "the bar is red even at the scroll edge: \(pixel)")
        model.path = []
        hosted.settle()
        #expect(navigation.isNavigationBarHidden, "back on the root, the bar hides again")
    }

    @Test func aProminentButtonInABarFillsWithTheScreensTintNotThePrimaryColour() throws {
        func centre(tint: Color?) throws -> (red: Int, green: Int, blue: Int) {
            let screen = NavigationStack {
                Color.white
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Save") {}.buttonStyle(.glassProminent) }
                        ToolbarItem(placement: .bottomBar) { Button("Skip") {} }
                    }
            }
            let hosted = Hosted(screen.tint(tint), size: CGSize(width: 390, height: 844), scale: 1)
            hosted.settle()
            let save = try #require(hosted.window.voiceOverOrder.first { $0.label == "Save" })
            // Beside the label, on the button's fill.
            let point = CGPoint(x: save.frame.minX + 6, y: save.frame.midY)
            let pixel = try #require(hosted.window.renderedImage().cgImage).rgba(atX: Int(point.x), y: Int(point.y))
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
        let plain = try centre(tint: nil)
        #expect(plain.blue > plain.red + 60, "the accent colour, not black: \(plain)")
        let green = try centre(tint: .green)
        #expect(green.green > green.red + 40 && green.green > green.blue + 20, "the screen's tint: \(green)")
    }

    @Test func aScreenHidesTheTabBar() throws {
        let view = TabView {
            Tab("Library", systemImage: "film") {
                NavigationStack { Text("Films").toolbarVisibility(.hidden, for: .tabBar) }
            }
            Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let tabs = try #require(hosted.controller.children.first as? UITabBarController)
        #expect(tabs.isTabBarHidden)
    }
}
