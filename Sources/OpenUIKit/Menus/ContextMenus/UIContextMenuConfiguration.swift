import Foundation

/// Makes the menu of a context menu from the actions UIKit suggests (none on Linux).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the controller a context menu shows as its preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu and, optionally, a preview controller in place of
/// the lifted view.
///
/// ```swift
/// func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
///                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(identifier: film.id as NSString, previewProvider: nil) { _ in
///         UIMenu(children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in share() }])
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// How the menu's elements are ordered when it opens upward.
    public enum ElementOrder: Int, Sendable {
        /// Priority order: the first element nearest the lifted view.
        case automatic = 0
        case priority = 1
        /// Always top to bottom.
        case fixed = 2
    }

    /// The configuration's identifier, given back to the delegate.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    /// The order of the menu's elements (iOS 16).
    open var preferredMenuElementOrder = ElementOrder.automatic

    /// A configuration named `identifier` (a fresh UUID when `nil`) whose menu comes from
    /// `actionProvider` and whose preview, when given, from `previewProvider`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
