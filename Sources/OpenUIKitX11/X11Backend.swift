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

    /// The desktop's scale: `GDK_SCALE` when set (GTK's whole-number scale), else the
    /// XSETTINGS manager's (GNOME's scaling factor, or its `Xft/DPI` over 96), else the
    /// `Xft.dpi` resource over 96 (what desktops set for high-density screens); `nil` when
    /// neither says, and the window is scaled to fit the display instead.
    public static func preferredScale(environment: [String: String]) -> Double? {
        if let scale = environment["GDK_SCALE"].flatMap(Double.init), scale.isFinite, scale >= 1 {
            return min(scale.rounded(.down), 8)
        }
        if let scale = XSettingsWatcher.current(displayName: environment["DISPLAY"])?.scale { return max(1, scale) }
        guard let dpi = X11Window.resourceDPI(displayName: environment["DISPLAY"]), dpi.isFinite, dpi > 0 else { return nil }
        return min(max(dpi / 96, 1), 8)
    }

    /// An X window of `size` pixels on `DISPLAY`.
    public static func openSurface(size: HostPixelSize, title: String, environment: [String: String]) throws -> any HostSurface {
        try X11Window(width: size.width, height: size.height, title: title, displayName: environment["DISPLAY"], inputMethodModifiers: environment["XMODIFIERS"])
    }

    /// An X window of `size` pixels drawn at `scale` pixels per point on `DISPLAY`: when the
    /// desktop's settings change the scale, the window keeps its size in points.
    public static func openSurface(size: HostPixelSize, scale: Double, title: String, environment: [String: String]) throws -> any HostSurface {
        try X11Window(
            width: size.width, height: size.height, scale: scale, title: title, displayName: environment["DISPLAY"],
            inputMethodModifiers: environment["XMODIFIERS"])
    }
}
