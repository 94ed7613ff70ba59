import Foundation

/// Where a bar sits relative to the content it serves; bars draw their shadow hairline
/// on the side facing the content.
public enum UIBarPosition: Int, Sendable {
    /// Not specified: a toolbar draws as at the bottom.
    case any = 0
    /// At the bottom of the content (a toolbar's usual place).
    case bottom = 1
    /// At the top of the content.
    case top = 2
    /// At the top of the screen, its background running up under the status bar.
    case topAttached = 3
}
