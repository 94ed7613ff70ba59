import Foundation
import OpenUIKit
import SeedApps

/// The inbox as a UIKit app: a window on the desktop when `DISPLAY` is set, headless
/// otherwise (`OPENUIKIT_FRAMES_DIR=frames swift run inbox` writes its frames).
@main
final class InboxAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        window.rootViewController = InboxViewController.app()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
