import Foundation
import OpenUIKit

/// Launches the demo as an app in a window: the launcher's list of screens.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        // One pixel per point: an iPhone-sized window on a desktop screen.
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        // OPENUIKIT_DEMO_SCREEN names a screen to open over the launcher at once.
        let named = ProcessInfo.processInfo.environment["OPENUIKIT_DEMO_SCREEN"].flatMap(DemoScreen.init(rawValue:))
        window.rootViewController = DemoLauncherViewController.make(opening: named)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
