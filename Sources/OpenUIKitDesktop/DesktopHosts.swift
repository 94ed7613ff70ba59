import Foundation
import OpenUIKitATSPI
import OpenUIKitHost
import OpenUIKitX11

/// The Linux desktop's hosts for OpenUIKit apps: an X11 window when `DISPLAY` is set, and
/// the AT-SPI bridge that publishes it to screen readers such as Orca.
///
/// You do not call it: add the `OpenUIKitDesktop` product to your app's executable target
/// and `UIApplicationMain` (or `@main` on your app delegate) finds it at launch.
@preconcurrency @MainActor
public enum DesktopHosts: HostProvider {
    public static var backends: [any HostBackend.Type] { [X11Backend.self] }

    public static func connectAccessibilityBridge(
        applicationName: String,
        windowOrigin: @escaping () -> (x: Int, y: Int),
        environment: [String: String]
    ) -> (any HostAccessibilityBridge)? {
        ATSPIBridge.connect(applicationName: applicationName, windowOrigin: windowOrigin, environment: environment)
    }
}
