import Foundation
import OpenUIKitATSPI
import OpenUIKitHost
import OpenUIKitWayland
import OpenUIKitX11

/// The Linux desktop's hosts for OpenUIKit apps: a Wayland window when `WAYLAND_DISPLAY` is
/// set, an X11 window when only `DISPLAY` is (`OPENUIKIT_HOST=wayland|x11|headless` picks
/// one), and the AT-SPI bridge that publishes it to screen readers such as Orca.
///
/// You do not call it: add the `OpenUIKitDesktop` product to your app's executable target
/// and `UIApplicationMain` (or `@main` on your app delegate) finds it at launch.
@preconcurrency @MainActor
public enum DesktopHosts: HostProvider {
    public static var backends: [any HostBackend.Type] { [WaylandBackend.self, X11Backend.self] }

    public static func connectAccessibilityBridge(
        applicationName: String,
        windowOrigin: @escaping (_ windowID: UInt64) -> (x: Int, y: Int),
        environment: [String: String]
    ) -> (any HostAccessibilityBridge)? {
        ATSPIBridge.connect(applicationName: applicationName, windowOrigin: windowOrigin, environment: environment)
    }

    /// The XDG desktop portal's settings on the session bus.
    public static func connectDesktopSettings(environment: [String: String]) -> (any HostDesktopSettingsSource)? {
        PortalDesktopSettings.connect(environment: environment)
    }
}
