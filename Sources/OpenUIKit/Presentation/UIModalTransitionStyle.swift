import Foundation

/// How a full-screen presentation arrives and leaves.
///
/// Differs from UIKit: `.flipHorizontal` and `.partialCurl` are not there (see
/// `Docs/Remaining.md`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge, and back down when dismissed.
    case coverVertical = 0
    /// Fades in over the presenting content, and out when dismissed.
    case crossDissolve = 2
}
