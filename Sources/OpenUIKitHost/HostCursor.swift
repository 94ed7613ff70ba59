import Foundation

/// The pointer's image over a window, as a desktop's cursor themes name them: what
/// `UIPointerStyle` comes down to on a desktop.
public enum HostCursor: Hashable, Sendable {
    /// The usual arrow.
    case arrow
    /// The text beam, over text that can be selected or edited.
    case text
    /// The pointing hand, over links and buttons.
    case pointingHand
    /// A crosshair, for precise picking.
    case crosshair
    /// Arrows left and right, over something that resizes sideways.
    case resizeLeftRight
    /// Arrows up and down, over something that resizes vertically.
    case resizeUpDown
    /// What is under the pointer cannot be used.
    case notAllowed
    /// No cursor (`UIPointerStyle.hidden()`).
    case hidden
}
