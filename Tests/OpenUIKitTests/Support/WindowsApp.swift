import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit

/// An app with a window per scene, as a multi-window iPad or desktop app is written: each
/// scene's window shows the page its connection's activity names (`"page"` in the user
/// info), titles its scene after it, and counts taps on a button.
@MainActor
final class WindowsAppDelegate: UIResponder, UIApplicationDelegate {
    static var discarded: [String] = []

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = WindowsSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.discarded += sceneSessions.compactMap { $0.configuration.name }
    }
}

@MainActor
final class WindowsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var taps = 0
    let button = UIButton(configuration: .filled())
    /// What every scene heard, as "page: event".
    static var events: [String] = []
    /// The size of each window, in points.
    static var windowSize = CGSize(width: 200, height: 120)

    private var page = "main"

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        page = connectionOptions.userActivities.first?.userInfo?["page"] as? String ?? "main"
        windowScene.title = "Windows: \(page)"
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(origin: .zero, size: Self.windowSize)
        window.screen = UIScreen(bounds: window.frame, scale: 1)
        let root = UIViewController()
        root.view.backgroundColor = page == "main" ? .systemBlue : .systemOrange
        button.configuration?.title = page
        button.tintColor = page == "main" ? .systemOrange : .systemBlue
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .primaryActionTriggered)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        Self.events.append("\(page): connect")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { Self.events.append("\(page): foreground") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.events.append("\(page): active") }
    func sceneWillResignActive(_ scene: UIScene) { Self.events.append("\(page): resign") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.events.append("\(page): background") }
    func sceneDidDisconnect(_ scene: UIScene) { Self.events.append("\(page): disconnect") }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        Self.events.append("\(page): continue \(userActivity.userInfo?["page"] as? String ?? "?")")
    }

    /// An activity asking for `page`.
    static func activity(_ page: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "org.openuikit.tests.page")
        activity.userInfo = ["page": page]
        return activity
    }

    /// Launches the app: its first scene shows the main page.
    static func launch() -> UIApplication {
        events = []
        WindowsAppDelegate.discarded = []
        return UIApplication.launch(delegate: WindowsAppDelegate())
    }
}

extension UIApplication {
    /// The scene delegate of the scene showing `page`.
    func windowsScene(_ page: String) -> WindowsSceneDelegate? {
        scenesInOrder.lazy.compactMap { $0.delegate as? WindowsSceneDelegate }.first { $0.window?.windowScene?.title == "Windows: \(page)" }
    }
}
