import CWayland
import Foundation

/// The `wl_data_offer` requests a drop from another app needs, kept apart from the
/// selection's so the primary selection (which has no drags) does without them.
struct WaylandDragWire {
    /// Tells the source the window takes `type` (`nil`: nothing) at the drag's serial.
    var accept: (_ offer: OpaquePointer, _ serial: UInt32, _ type: String?) -> Void
    /// Tells the compositor which actions the window takes and prefers.
    var setActions: (_ offer: OpaquePointer, _ actions: UInt32, _ preferred: UInt32) -> Void
    /// Ends a drop whose data has been asked for.
    var finish: (_ offer: OpaquePointer) -> Void
    /// Offers the app's own drag's actions on its source.
    var setSourceActions: (_ source: OpaquePointer, _ actions: UInt32) -> Void
    /// Hands the app's own drag to the compositor: it starts at `origin` with the press
    /// whose serial is given, and follows the pointer from there, with `icon` (a surface)
    /// under it if given.
    var startDrag: (_ source: OpaquePointer, _ origin: OpaquePointer, _ icon: OpaquePointer?, _ serial: UInt32) -> Void
}

/// Another app's drag over one window: its offer and where it is.
struct WaylandDrag {
    let offer: OpaquePointer
    let serial: UInt32
    weak var window: WaylandWindow?
    var point: (x: Int, y: Int)
    /// Whether the user dropped; the offer lives on until the drop finishes.
    var dropped = false
    /// Whether this is the app's own drag back over the window it started in.
    var isOwn = false
}
