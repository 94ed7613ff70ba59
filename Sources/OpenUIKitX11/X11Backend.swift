import CX11
import Foundation
import OpenUIKitHost

/// The X11 host: available when `DISPLAY` names a display; opens ``X11Window``s.
@preconcurrency @MainActor
public enum X11Backend: HostBackend {
    public static let name = "X11"

    /// Whether `DISPLAY` is set.
    public static func isAvailable(environment: [String: String]) -> Bool {
        !(environment["DISPLAY"] ?? "").isEmpty
    }

    /// The default screen's size on `DISPLAY`, or `nil` when it cannot be opened.
    public static func displayPixelSize(environment: [String: String]) -> HostPixelSize? {
        X11Window.displaySize(displayName: environment["DISPLAY"]).map {
            HostPixelSize(width: Int($0.width), height: Int($0.height))
        }
    }

    /// An X window of `size` pixels on `DISPLAY`.
    public static func openSurface(size: HostPixelSize, title: String, environment: [String: String]) throws -> any HostSurface {
        try X11Window(width: size.width, height: size.height, title: title, displayName: environment["DISPLAY"])
    }
}
