import OpenUIKitShim

// A multi-window app as Swift 5 code for Apple's UIKit writes it: the scene delegate shows
// what its connection's activity asks for, a button opens another window, the pasteboard is
// checked for a web address before a "Paste and Go".

final class DocumentSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var shownDocument: String?

    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        shownDocument = connectionOptions.userActivities.first?.userInfo?["document"] as? String
        windowScene.title = shownDocument ?? "Documents"
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        shownDocument = userActivity.userInfo?["document"] as? String
    }

    func openInNewWindow(_ document: String) {
        let activity = NSUserActivity(activityType: "com.example.documents.open")
        activity.userInfo = ["document": document]
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = window?.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { error in
            print("Could not open a window: \(error.localizedDescription)")
        }
    }

    func closeWindow() {
        guard let session = window?.windowScene?.session else { return }
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil, errorHandler: nil)
    }

    func offerPasteAndGo(_ button: UIButton) {
        UIPasteboard.general.detectPatterns(for: [.probableWebURL]) { result in
            if case .success(let patterns) = result {
                button.isEnabled = patterns.contains(.probableWebURL)
            }
        }
    }
}

final class DocumentsAppDelegate: UIResponder, UIApplicationDelegate {
    required override init() { super.init() }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = DocumentSceneDelegate.self
        return configuration
    }
}
