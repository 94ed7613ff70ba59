import Foundation

/// Which processes may see one of an item provider's representations.
///
/// On Linux, ``all`` reaches other apps (a drag dropped elsewhere, the desktop's
/// clipboard); ``ownProcess`` stays inside the app. There are no app groups or teams, so
/// ``group`` and ``team`` behave as ``all``.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Apps from the same developer team (as ``all`` on Linux).
    case team = 1
    /// Apps in the same app group (as ``all`` on Linux).
    case group = 2
    /// Only the app that registered it.
    case ownProcess = 3
}
