import Foundation
import OpenUIKitHost

/// The app's own drag once it has left its window: the compositor carries it (as a
/// `wl_data_source` given to `start_drag`) to whichever surface is under the pointer.
struct WaylandOutgoingDrag {
    let source: OpaquePointer
    /// The window the drag started in; its drag flight hears the drag's end as a release.
    weak var origin: WaylandWindow?
    /// The offered MIME types.
    let types: [String]
    /// The last point outside the window the flight knew of (window pixels): where the
    /// flight hears the release or cancellation of a drag that ended elsewhere.
    var lastOutside: (x: Int, y: Int)
    /// The picture under the pointer, if the app gave one.
    var icon: WaylandDragIcon?
    /// Whether the pointer is over the origin window again (as a drag of our own offer).
    var isOverOrigin = false
    /// What the app under the pointer would do with a drop, as the compositor tells it.
    var acceptsType = false
    var action = HostDragOperation.none
    /// Whether the flight has heard the drag end (a release here or elsewhere, a cancel).
    var flightEnded = false
    /// Whether another app took the drop; the data then goes out as it asks for it.
    var dropPerformed = false
    /// The offered data by MIME type, gathered once the drop is taken, and the other
    /// app's requests that came before it was ready.
    var served: [String: Data] = [:]
    var gathering = false
    var waiting: [(type: String, fd: Int32)] = []

    /// What a drop would do now.
    var answer: HostDragOperation { acceptsType ? action : .none }
}
