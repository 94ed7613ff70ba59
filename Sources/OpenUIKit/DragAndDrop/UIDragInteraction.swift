import Foundation

/// Lets the user drag items out of a view: a touch held on the view lifts it, and the items
/// the delegate supplies follow the touch to any view with a ``UIDropInteraction``.
///
/// ```swift
/// let drag = UIDragInteraction(delegate: self)
/// drag.isEnabled = true
/// poster.addInteraction(drag)
///
/// func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
///     [UIDragItem(itemProvider: NSItemProvider(object: film.title as NSString))]
/// }
/// ```
///
/// As on iPhone, a new interaction is disabled until you enable it (``isEnabledByDefault``
/// is `false`). The lift takes a half-second press, with a mouse as with a finger. In a
/// desktop window (X11 or Wayland) the drag can also leave the window for another app, unless the
/// delegate keeps it in the app (`sessionIsRestrictedToDraggingApplication`): the other app
/// gets the items as a URI list (every file URL in one list), plain text and image types,
/// and the drag ends as a copy.
/// Differences from UIKit: one drag at a time (no adding items to a drag in flight), no
/// lift or drop animations (the preview follows the touch and goes away at the end), and
/// no automatic scrolling of a scroll view the drag hovers at the edge of.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// Whether new drag interactions start enabled: `false`, as on iPhone.
    open class var isEnabledByDefault: Bool { false }

    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// Whether a press on the view starts a drag.
    open var isEnabled: Bool {
        didSet { lift?.isEnabled = isEnabled }
    }
    /// Whether the view's other gestures may recognize while the lift is pending.
    open var allowsSimultaneousRecognitionDuringLift = true

    private var lift: UILongPressGestureRecognizer?
    private var flight: DragFlight?

    /// An interaction whose delegate supplies the items to drag.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        super.init()
    }

    public func willMove(to view: UIView?) {
        flight?.finish(dropping: false)
        flight = nil
        if let lift { self.view?.removeGestureRecognizer(lift) }
        lift = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer()
        press.isEnabled = isEnabled
        press.actions.append { [weak self] recognizer in self?.liftChanged(recognizer) }
        view.addGestureRecognizer(press)
        lift = press
    }

    private func liftChanged(_ recognizer: UIGestureRecognizer) {
        let point = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            flight = beginFlight(at: point)
            // Without items the press leaves the touch to the views.
            recognizer.cancelsTouchesInView = flight != nil
        case .changed:
            flight?.move(to: point)
        case .ended:
            flight?.finish(dropping: true)
            flight = nil
        case .cancelled, .failed:
            flight?.finish(dropping: false)
            flight = nil
        case .possible:
            break
        }
    }

    private func beginFlight(at point: CGPoint) -> DragFlight? {
        guard let view, let window = view.window, let delegate else { return nil }
        let started = DragSessionState(items: [], window: window)
        started.windowLocation = point
        let items = delegate.dragInteraction(self, itemsForBeginning: started)
        guard !items.isEmpty else { return nil }
        started.items = items
        started.allowsMoveOperation = delegate.dragInteraction(self, sessionAllowsMoveOperation: started)
        started.isRestrictedToDraggingApplication = delegate.dragInteraction(self, sessionIsRestrictedToDraggingApplication: started)
        let preview = items.first.flatMap { delegate.dragInteraction(self, previewForLifting: $0, session: started) }
        let flight = DragFlight(interaction: self, session: started, preview: preview)
        delegate.dragInteraction(self, sessionWillBegin: started)
        flight.move(to: point)
        return flight
    }
}
