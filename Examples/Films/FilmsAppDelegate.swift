import Foundation
import OpenUIKit
import SeedApps

/// A film's screen with its mini player as a UIKit app: a window on the desktop when
/// `DISPLAY` is set, headless otherwise (`OPENUIKIT_FRAMES_DIR=frames swift run films`).
@main
final class FilmsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        window.rootViewController = FilmPlayerViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
