import Foundation

/// Makes a view a place to drop dragged items, from this app or another: the delegate
/// decides what it takes and loads the items when the user drops.
///
/// ```swift
/// shelf.addInteraction(UIDropInteraction(delegate: self))
///
/// func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
///     UIDropProposal(operation: session.canLoadObjects(ofClass: String.self) ? .copy : .cancel)
/// }
/// ```
///
/// On Linux desktops, drops come from other apps through the window system (XDND on X11,
/// `wl_data_device` on Wayland): text, images, and files as URLs.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// Whether the view may take another drop while one is loading. OpenUIKit runs one drag
    /// at a time, so this only records the app's wish.
    open var allowsSimultaneousDropSessions = false

    /// An interaction whose delegate decides about drops.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }
}
