import Foundation
import OpenUIKit
import SeedApps

/// Grow's UIKit and SwiftUI screens as an app: a window on the desktop when `DISPLAY` is
/// set, headless otherwise (`OPENUIKIT_FRAMES_DIR=frames swift run grow`).
@main
final class GrowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        window.rootViewController = GrowApp.make()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
