import Foundation
import OpenUIKitHost

/// The Wayland host: available when `WAYLAND_DISPLAY` (or `WAYLAND_SOCKET`) names a
/// compositor; opens ``WaylandWindow``s drawn at the desktop's scale.
@preconcurrency @MainActor
public enum WaylandBackend: HostBackend {
    public static let name = "Wayland"

    /// Whether a compositor is named.
    public static func isAvailable(environment: [String: String]) -> Bool {
        !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_SOCKET"] ?? "").isEmpty
    }

    /// The largest output's size, asked of the compositor; `nil` when it cannot be reached.
    public static func displayPixelSize(environment: [String: String]) -> HostPixelSize? {
        withConnection(environment) { $0.largestOutputSize }
    }

    /// The largest of the outputs' scales: the scale a new window starts at before the
    /// compositor says which outputs it is on.
    public static func preferredScale(environment: [String: String]) -> Double? {
        withConnection(environment) { $0.preferredScale }
    }

    public static func openSurface(size: HostPixelSize, title: String, environment: [String: String]) throws -> any HostSurface {
        try openSurface(size: size, scale: preferredScale(environment: environment) ?? 1, title: title, environment: environment)
    }

    /// A toplevel of `size` pixels at `scale` on the compositor `WAYLAND_DISPLAY` names.
    public static func openSurface(size: HostPixelSize, scale: Double, title: String, environment: [String: String]) throws -> any HostSurface {
        try WaylandWindow(size: size, scale: scale, title: title, displayName: environment["WAYLAND_DISPLAY"])
    }

    private static func withConnection<T>(_ environment: [String: String], _ body: (WaylandConnection) -> T?) -> T? {
        guard isAvailable(environment: environment), let connection = try? WaylandConnection(name: environment["WAYLAND_DISPLAY"]) else { return nil }
        defer { connection.close() }
        return body(connection)
    }
}
