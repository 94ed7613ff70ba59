import Foundation

/// A kind of host: how to tell whether its display is there and how to open a surface on
/// it. OpenUIKit asks each backend it links, in order, when an app launches.
@preconcurrency @MainActor
public protocol HostBackend {
    /// A short name for messages ("X11").
    static var name: String { get }
    /// Whether the environment names a display this backend can use (`DISPLAY` for X11).
    static func isAvailable(environment: [String: String]) -> Bool
    /// The display's size in pixels, to choose a window scale; `nil` when unknown.
    static func displayPixelSize(environment: [String: String]) -> HostPixelSize?
    /// The desktop's scale (pixels per point) for a new window, or `nil` when the display
    /// does not say and the host should pick one that fits.
    static func preferredScale(environment: [String: String]) -> Double?
    /// Opens a window of `size` pixels titled `title`.
    /// - Throws: an error that says why, when the display cannot be used.
    static func openSurface(size: HostPixelSize, title: String, environment: [String: String]) throws -> any HostSurface
    /// Opens a window of `size` pixels drawn at `scale` pixels per point titled `title`.
    /// Window systems that measure windows in points of their own (Wayland) need the scale.
    /// - Throws: an error that says why, when the display cannot be used.
    static func openSurface(size: HostPixelSize, scale: Double, title: String, environment: [String: String]) throws -> any HostSurface
}

extension HostBackend {
    /// Displays that do not say leave the scale to the host.
    public static func preferredScale(environment: [String: String]) -> Double? { nil }

    /// Window systems measured in pixels need no scale to open a window.
    public static func openSurface(size: HostPixelSize, scale: Double, title: String, environment: [String: String]) throws -> any HostSurface {
        try openSurface(size: size, title: title, environment: environment)
    }
}
