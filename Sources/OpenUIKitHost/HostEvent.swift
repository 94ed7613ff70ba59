import Foundation

/// Input and window-system events a ``HostSurface`` reports, in device pixels.
public enum HostEvent: Equatable, Sendable {
    /// The primary pointer button went down, moved while down, or came up.
    case pointer(phase: HostPointerPhase, x: Int, y: Int)
    /// The window now has this size.
    case resized(width: Int, height: Int)
    /// The window system lost the window's pixels: present the whole frame again.
    case exposed
    /// A key the host understands was pressed.
    case key(HostKey)
    /// The user asked to close the window.
    case closeRequested
}

/// Where a pointer press is.
public enum HostPointerPhase: Equatable, Sendable {
    case down, moved, up
}

/// The keys hosts report today: the ones UIKit's minimal keyboard handling acts on.
public enum HostKey: Equatable, Sendable {
    case returnKey, escape, tab, backTab
}
