import Foundation

/// Shows the large content viewer while a finger presses and holds items of the view it
/// is added to, when the text size is one of the accessibility sizes: a large panel in
/// the middle of the screen with the item's title and image, following the finger from
/// item to item; lifting the finger acts on the item under it.
///
/// ```swift
/// let interaction = UILargeContentViewerInteraction()
/// toolbar.addInteraction(interaction)
/// playButton.showsLargeContentViewer = true
/// playButton.largeContentTitle = "Play"
/// playButton.largeContentImage = UIImage(systemName: "play.fill")
/// ```
///
/// The viewer is on when the view's preferred content size category is an accessibility
/// category (``isEnabled`` reads the app's).
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: UIInteraction {
    /// Posted when the viewer is turned on or off by the text size setting.
    public static let enabledStatusDidChangeNotification = Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the large content viewer is on: the app's text size is an accessibility size.
    public static var isEnabled: Bool {
        UIScreen.main.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }

    public private(set) weak var view: UIView?
    /// Customizes the item lookup, the action on lifting the finger and the presenting
    /// controller.
    open weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// The press-and-hold recognizer, for other gestures to wait for or run beside.
    public let gestureRecognizerForExclusionRelationship: UIGestureRecognizer
    /// The item the viewer shows now, while a finger is down.
    private var presentedItem: (any UILargeContentViewerItem)?
    private var panel: LargeContentViewerPanel?

    /// An interaction whose lookups and actions `delegate` may customize.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        let press = LargeContentViewerPressRecognizer()
        press.minimumPressDuration = 0.2
        press.allowableMovement = .greatestFiniteMagnitude
        gestureRecognizerForExclusionRelationship = press
        press.addTarget(self, action: UILargeContentViewerInteraction.handlePress)
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(gestureRecognizerForExclusionRelationship)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(gestureRecognizerForExclusionRelationship)
    }

    private func handlePress(_ recognizer: UILongPressGestureRecognizer) {
        guard let view else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began, .changed:
            show(item(at: point))
        case .ended:
            let item = presentedItem
            hide()
            if item != nil { finish(on: item, at: point) }
        default:
            hide()
        }
    }

    private func item(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        if let delegate { return delegate.largeContentViewerInteraction(self, itemAt: point) }
        return defaultItem(at: point)
    }

    private func finish(on item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        if let delegate {
            delegate.largeContentViewerInteraction(self, didEndOn: item, at: point)
        } else {
            performDefaultAction(on: item, at: point)
        }
    }

    /// The frontmost visible view at `point` (in the interaction's view) that shows in the
    /// viewer, or an ancestor of it that does.
    package func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard let view else { return nil }
        var candidate = Self.deepestView(at: point, in: view)
        while let current = candidate {
            if current.showsLargeContentViewer { return current }
            if current === view { break }
            candidate = current.superview
        }
        return nil
    }

    /// What lifting the finger on `item` at `point` does when no delegate says otherwise:
    /// the control there (the item, or one inside it under the finger) acts as if tapped;
    /// another item is activated as VoiceOver would activate it.
    package func performDefaultAction(on item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        guard let item else { return }
        if let control = control(under: point, within: item) {
            guard control.isEnabled else { return }
            control.sendActions(for: .touchUpInside)
            control.sendActions(for: .primaryActionTriggered)
        } else if let responder = item as? UIResponder {
            _ = responder.accessibilityActivate()
        }
    }

    private func control(under point: CGPoint, within item: any UILargeContentViewerItem) -> UIControl? {
        if let control = item as? UIControl { return control }
        guard let view, let itemView = item as? UIView else { return nil }
        var candidate = Self.deepestView(at: point, in: view)
        while let current = candidate, current !== itemView {
            if let control = current as? UIControl { return control }
            candidate = current.superview
        }
        return nil
    }

    private static func deepestView(at point: CGPoint, in view: UIView) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01, view.bounds.contains(point) else { return nil }
        for subview in view.subviews.reversed() {
            if let found = deepestView(at: view.convert(point, to: subview), in: subview) { return found }
        }
        return view
    }

    private func show(_ item: (any UILargeContentViewerItem)?) {
        presentedItem = item
        guard let item, let window = view?.window else {
            hide()
            return
        }
        let host = delegate?.viewController(for: self).view ?? window
        let shown = panel ?? LargeContentViewerPanel()
        panel = shown
        shown.show(item)
        if shown.superview !== host { host.addSubview(shown) }
        host.bringSubviewToFront(shown)
        let side = LargeContentViewerPanel.side
        shown.frame = CGRect(x: host.bounds.midX - side / 2, y: host.bounds.midY - side / 2, width: side, height: side)
    }

    private func hide() {
        presentedItem = nil
        panel?.removeFromSuperview()
    }
}
