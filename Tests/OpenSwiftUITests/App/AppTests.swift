import Foundation
import Testing
@testable import OpenSwiftUI

private final class LaunchLog: NSObject, UIApplicationDelegate {
    nonisolated(unsafe) static var events: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.events.append("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        Self.events.append("didBecomeActive")
    }
}

private struct PhaseReader: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text(phase == .active ? "active" : "not active")
    }
}

private struct CounterApp: App {
    @UIApplicationDelegateAdaptor(LaunchLog.self) var appDelegate

    var body: some Scene {
        WindowGroup("Counter") {
            PhaseReader().frame(width: 200, height: 100).background(Color(red: 1, green: 0, blue: 0))
        }
    }
}

/// Two window groups made from a scene of the app's own; the first opens at launch.
private struct Composed: Scene {
    var body: some Scene {
        WindowGroup(id: "first") { Text("First") }
        WindowGroup(id: "second") { Text("Second") }
    }
}

private struct ComposedApp: App {
    var body: some Scene { Composed() }
}

@MainActor
@Suite(.serialized) struct AppTests {
    @Test func anAppOpensItsFirstWindowGroupAndHearsItsDelegate() throws {
        LaunchLog.events = []
        let application = CounterApp.launch()
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.title == "Counter")
        let window = try #require(scene.windows.first)
        #expect(window.isKeyWindow)
        #expect(String(describing: type(of: try #require(window.rootViewController))).hasPrefix("UIHostingController<"))
        window.layoutIfNeeded()
        let texts = textsIn(window)
        #expect(texts.contains("active"), "the environment's scene phase follows the scene: \(texts)")
        #expect(LaunchLog.events == ["didFinishLaunching", "didBecomeActive"])
        let image = window.renderedImage().cgImage!
        let center = image.rgba(atX: image.width / 2, y: image.height / 2)
        #expect(center.red > 200 || center.alpha > 0, "the window draws the content")
    }

    @Test func scenesOfScenesOpenTheFirstWindowGroup() throws {
        let application = ComposedApp.launch()
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        window.layoutIfNeeded()
        #expect(textsIn(window) == ["First"])
    }

    private func textsIn(_ view: UIView) -> [String] {
        var result: [String] = []
        func visit(_ view: UIView) {
            if let text = (view as? TextView)?.attributedText?.string { result.append(text) }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return result
    }
}
