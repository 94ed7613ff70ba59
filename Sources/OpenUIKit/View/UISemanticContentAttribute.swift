import Foundation

/// How a view's content flips in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback
    /// Directional controls (a joystick): never flipped.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
