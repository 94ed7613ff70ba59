import Foundation

/// What a desktop target gives OpenUIKit when an app launches: the hosts it can show
/// windows on, and a bridge to the platform's screen readers.
///
/// OpenUIKit's core links no window system: an app that should open windows adds the
/// `OpenUIKitDesktop` product to its executable target, whose provider OpenUIKit finds at
/// launch. Without it, apps run headless (PNG frames or nothing), and test binaries link
/// neither X11 nor D-Bus.
@preconcurrency @MainActor
public protocol HostProvider {
    /// The hosts this build can show windows on, in order of preference.
    static var backends: [any HostBackend.Type] { get }

    /// Connects to the platform's screen readers for an app named `applicationName`.
    /// - Parameters:
    ///   - applicationName: the name screen readers show for the app.
    ///   - windowOrigin: where the top-left corner of the window a published window node
    ///     stands for (given the node's id) is on the screen, in pixels.
    ///   - environment: the process environment (a variable can turn the bridge off).
    /// - Returns: the bridge, or `nil` when no accessibility bus is there.
    static func connectAccessibilityBridge(
        applicationName: String,
        windowOrigin: @escaping (_ windowID: UInt64) -> (x: Int, y: Int),
        environment: [String: String]
    ) -> (any HostAccessibilityBridge)?

    /// Connects to the desktop's settings (colour scheme, contrast, accent colour, motion,
    /// text size); `nil` when the desktop publishes none.
    static func connectDesktopSettings(environment: [String: String]) -> (any HostDesktopSettingsSource)?
}

extension HostProvider {
    /// Providers without a settings source leave the defaults.
    public static func connectDesktopSettings(environment: [String: String]) -> (any HostDesktopSettingsSource)? { nil }
}
