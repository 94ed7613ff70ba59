import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor @Observable private final class Home {
    var taps = 0
    var path: [Int] = []
    var tab = 0
    var showsAlert = false
    var alertChoices = 0
    var opened: [URL] = []
}

/// A tabbed screen of everything with a default action: a button, a toolbar button, a
/// navigation link, an alert's button, a link and the tab items.
private struct HomeScreen: View {
    @Bindable var home: Home
    var body: some View {
        TabView(selection: $home.tab) {
            NavigationStack(path: $home.path) {
                VStack {
                    Button("Tap") { home.taps += 1 }
                    NavigationLink("Seven", value: 7)
                    Button("Warn") { home.showsAlert = true }
                    Link("Site", destination: URL(string: "https://example.com")!)
                }
                .navigationDestination(for: Int.self) { Text("Detail \($0)") }
                .toolbar { Button("Add") { home.taps += 10 } }
                .alert("Careful", isPresented: $home.showsAlert) { Button("OK") { home.alertChoices += 1 } }
            }
            .tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
        }
        .environment(\.openURL, OpenURLAction { url in home.opened.append(url); return .handled })
    }
}

@MainActor
@Suite(.manualClock) struct AccessibilityActivationTests {
    private func activate(_ label: String, in hosted: Hosted<some View>) throws -> Bool {
        let element = try #require(hosted.window.voiceOverOrder.first { $0.label == label }, "no element \(label)")
        let done = element.object.accessibilityActivate()
        hosted.settle()
        return done
    }

    @Test func everyElementWithADefaultActionPerformsItWhenActivated() throws {
        let home = Home()
        let hosted = Hosted(HomeScreen(home: home), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(try activate("Tap", in: hosted) && home.taps == 1)
        #expect(try activate("Add", in: hosted) && home.taps == 11, "a toolbar's button")
        #expect(try activate("Site", in: hosted) && home.opened == [URL(string: "https://example.com")!])
        #expect(try activate("Warn", in: hosted) && home.showsAlert)
        #expect(try activate("OK", in: hosted))
        #expect(home.alertChoices == 1 && !home.showsAlert)
        #expect(hosted.controller.presentedViewController == nil, "the alert went")
        #expect(try activate("Seven", in: hosted) && home.path == [7])
        #expect(try activate("Settings", in: hosted) && home.tab == 1)
    }

    @Test func aDisabledButtonDoesNothing() throws {
        let home = Home()
        let hosted = Hosted(Button("Tap") { home.taps += 1 }.disabled(true), size: CGSize(width: 200, height: 100), scale: 1)
        #expect(try !activate("Tap", in: hosted))
        #expect(home.taps == 0)
    }
}
