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
    /// Opens a window of `size` pixels titled `title`.
    /// - Throws: an error that says why, when the display cannot be used.
    static func openSurface(size: HostPixelSize, title: String, environment: [String: String]) throws -> any HostSurface
}
