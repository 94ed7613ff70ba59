import Foundation

/// The context menus of a collection or table view: a long press or right click on a cell
/// asks the list's delegate for a configuration for that cell's index path, lifts the cell
/// and relays the menu's display, end and preview commit to the delegate.
@MainActor
final class ListContextMenuDriver: UIContextMenuInteractionDelegate {
    /// What the list answers: the index path and cell at a point in the list, and its
    /// delegate's calls.
    struct Hooks {
        var cellAt: (CGPoint) -> (IndexPath, UIView)?
        var configuration: (IndexPath, CGPoint) -> UIContextMenuConfiguration?
        var willDisplay: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
        var willEnd: (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
        var willCommit: (UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void
    }

    private let hooks: Hooks
    private(set) lazy var interaction: UIContextMenuInteraction = {
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.liftedViewProvider = { [hooks] point in hooks.cellAt(point)?.1 }
        return interaction
    }()

    init(hooks: Hooks) {
        self.hooks = hooks
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let (indexPath, _) = hooks.cellAt(location) else { return nil }
        return hooks.configuration(indexPath, location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        hooks.willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        hooks.willEnd(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        hooks.willCommit(configuration, animator)
    }
}
