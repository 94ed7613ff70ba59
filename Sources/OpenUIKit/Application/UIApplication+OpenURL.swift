import Foundation

extension UIApplication {
    /// Options for opening a URL outside the app.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app (not a browser) handles the URL: read, not acted on here.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Hands a URL to the desktop to open (with `xdg-open`, in the desktop's browser or the
    /// application registered for it); `completionHandler` learns whether it was handed on.
    ///
    /// Differs from Apple's: it opens nothing without a display (`DISPLAY` or
    /// `WAYLAND_DISPLAY`) or without `xdg-open` installed, and reports `false` then.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        guard canOpenURL(url), let opener = Self.desktopOpener else {
            completion?(false)
            return
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let started = (try? process.run()) != nil
        completion?(started)
    }

    /// Whether a URL could be handed to the desktop: it has a scheme, and there is a display
    /// and an opener.
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme != nil && Self.desktopOpener != nil
    }

    /// `xdg-open`, when a display is there to open things on.
    private static var desktopOpener: URL? {
        let environment = ProcessInfo.processInfo.environment
        guard (environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"]).map({ !$0.isEmpty }) == true else { return nil }
        return ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(URL.init(fileURLWithPath:))
    }
}
