import Foundation

/// The sizes a window scene's windows may take when the user resizes them.
///
/// On iOS only Mac Catalyst and visionOS honour these; on Linux the window host passes
/// them to the window system as size hints (window managers honour them; a bare X server
/// has none to).
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size, in points (zero: no limit).
    open var minimumSize: CGSize = .zero
    /// The largest size, in points (`greatestFiniteMagnitude`: no limit).
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the window may go full screen. When `false`, a desktop window the user or
    /// the window manager puts full screen asks to leave it at once and returns to its
    /// size (on Wayland, libdecor's title bar also stops offering it).
    open var allowsFullScreen = true

    /// Restrictions are made by their window scene, as in UIKit.
    init(scene: Void) { super.init() }

    @available(*, unavailable, message: "A window scene makes its size restrictions")
    public override init() { super.init() }
}
