import Foundation

/// Lets a context menu's delegate run animations alongside the menu appearing or going
/// away, and code after it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, when the configuration has one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a tapped preview leaves.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview go away.
    case dismiss = 0
    /// The preview grows into the content the delegate shows.
    case pop = 1
}

/// The animator given when the user taps a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves (`.pop` by default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
