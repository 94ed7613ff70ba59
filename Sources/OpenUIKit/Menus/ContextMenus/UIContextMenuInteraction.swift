import Foundation

/// Shows a context menu for a view on a long press or a secondary click: the view lifts
/// over a blurred backdrop (or a preview controller takes its place) and a glass menu
/// opens beside it.
///
/// ```swift
/// let interaction = UIContextMenuInteraction(delegate: self)
/// posterView.addInteraction(interaction)
/// ```
///
/// The delegate answers `contextMenuInteraction(_:configurationForMenuAtLocation:)`; the
/// configuration's action provider makes the menu. A tap outside dismisses it; a tap on the
/// preview tells the delegate `willPerformPreviewActionForMenuWith` and dismisses it, then
/// runs the animator's completions (where apps show the previewed content).
///
/// Differs from UIKit: targeted previews (`UITargetedPreview`, the preview delegate calls),
/// dragging the preview and menu, and sliding from the long press onto an item are not
/// there; the lifted view is a snapshot taken as the menu opens.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu is shown.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// The lifted preview with the menu beside it.
        case rich = 1
        /// A compact menu without a preview (pointer-driven on iPad and Mac).
        case compact = 2
    }

    /// The object that supplies the menu.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// How the menu now showing is shown (`.unknown` when none is).
    open private(set) var menuAppearance = Appearance.unknown

    private var press: UILongPressGestureRecognizer?
    /// The view to lift for a press at a point in the interaction's view (a list's cell);
    /// the interaction's view when `nil` or when it answers `nil`.
    var liftedViewProvider: ((CGPoint) -> UIView?)?
    /// The lifted view's own alpha while its picture stands in for it.
    private var hiddenSourceAlpha: CGFloat?
    private weak var liftedView: UIView?
    private var overlay: MenuOverlayView?
    private var configuration: UIContextMenuConfiguration?
    private var previewController: UIViewController?
    /// Where the press or click that opened the menu is, in the window.
    private var openingPoint = CGPoint.zero

    /// An interaction whose menus `delegate` supplies (held weakly).
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer()
        press.actions.append { [weak self] recognizer in
            guard recognizer.state == .began, let self else { return }
            self.open(atWindowPoint: recognizer.location(in: nil))
            // Without a menu the press leaves the touch to the views (a cell still selects).
            recognizer.cancelsTouchesInView = self.overlay != nil
        }
        view.addGestureRecognizer(press)
        self.press = press
    }

    /// Where the press that opened the menu is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return openingPoint }
        return window.convert(openingPoint, to: view)
    }

    /// Replaces the menu showing with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        overlay?.replaceMenu(with: block)
    }

    /// Dismisses the menu showing.
    open func dismissMenu() {
        overlay?.dismiss()
    }

    // MARK: Opening

    /// Opens the menu for a press or secondary click at `point` (window coordinates).
    func open(atWindowPoint point: CGPoint) {
        guard overlay == nil, let view, let window = view.window, let delegate else { return }
        openingPoint = point
        let location = window.convert(point, to: view)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]) ?? emptyMenuIfPreviewed(configuration) else { return }
        let controller = configuration.previewProvider?()
        self.configuration = configuration
        previewController = controller
        let lifted = liftedViewProvider?(location) ?? view
        liftedView = lifted
        let preview = MenuOverlayView.Preview(
            view: controller.map(previewView(showing:)) ?? lifted.liftedSnapshot(cornerRadius: lifted.layer.cornerRadius),
            isController: controller != nil,
            didTap: { [weak self] in self?.previewTapped() })
        let handlers = MenuOverlayView.Handlers(willDismiss: { [weak self] in self?.menuWillGoAway() },
                                                didDismiss: { [weak self] in self?.menuDidGoAway() })
        overlay = MenuOverlayView.present(menu, from: lifted, sender: self, preview: preview,
                                          fixedOrder: configuration.preferredMenuElementOrder == .fixed, handlers: handlers)
        guard overlay != nil else { return }
        if controller == nil {
            // The picture stands in for the view, which UIKit lifts out of its place.
            hiddenSourceAlpha = lifted.alpha
            lifted.alpha = 0
        }
        menuAppearance = .rich
        let animator = InteractionAnimator(previewViewController: controller)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.runAnimations(duration: MenuOverlayView.growDuration)
        animator.runCompletions()
    }

    /// A configuration with a preview and no actions still shows its preview.
    private func emptyMenuIfPreviewed(_ configuration: UIContextMenuConfiguration) -> UIMenu? {
        configuration.previewProvider == nil ? nil : UIMenu(children: [])
    }

    private func previewView(showing controller: UIViewController) -> UIView {
        let content = controller.view!
        content.frame = CGRect(origin: .zero, size: controller.preferredContentSize)
        content.layer.cornerRadius = MenuMetrics.cornerRadius
        return content
    }

    // MARK: Ending

    private var endingAnimator: InteractionAnimator?

    private func previewTapped() {
        guard let configuration, let delegate else { return dismissMenu() }
        let animator = InteractionAnimator(previewViewController: previewController)
        delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        endingAnimator = animator
        dismissMenu()
    }

    /// The animator the delegate heard as the menu began to go away.
    private var endAnimator: InteractionAnimator?

    /// The menu starts to go away: the delegate hears it, and its animations run alongside.
    private func menuWillGoAway() {
        guard let configuration else { return }
        let animator = InteractionAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.runAnimations(duration: MenuOverlayView.growDuration)
        endAnimator = animator
    }

    /// The menu left the window: the completions added as it ended run, then a tapped
    /// preview's, where apps show the previewed content.
    private func menuDidGoAway() {
        let ended = endAnimator
        let committed = endingAnimator
        overlay = nil
        configuration = nil
        previewController = nil
        endingAnimator = nil
        endAnimator = nil
        menuAppearance = .unknown
        if let alpha = hiddenSourceAlpha { liftedView?.alpha = alpha }
        hiddenSourceAlpha = nil
        liftedView = nil
        ended?.runCompletions()
        committed?.runAnimations(duration: 0.3)
        committed?.runCompletions()
    }
}
