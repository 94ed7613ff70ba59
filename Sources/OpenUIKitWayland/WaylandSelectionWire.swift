import CWayland
import Foundation

/// The requests of one selection protocol: `wl_data_device` for the clipboard and
/// `zwp_primary_selection_device_v1` for the primary selection name the same requests
/// differently, and ``WaylandClipboard`` speaks either through this.
struct WaylandSelectionWire {
    /// A new source for the app's own selection, its listener attached.
    var createSource: () -> OpaquePointer?
    /// Announces a MIME type on a source.
    var offer: (_ source: OpaquePointer, _ type: String) -> Void
    /// Makes a source the selection, quoting an input serial.
    var setSelection: (_ source: OpaquePointer, _ serial: UInt32) -> Void
    var destroySource: (OpaquePointer) -> Void
    /// Listens to an offer's MIME types.
    var listenToOffer: (OpaquePointer) -> Void
    /// Asks an offer's owner to write it as a MIME type into a descriptor.
    var receive: (_ offer: OpaquePointer, _ type: String, _ fd: Int32) -> Void
    var destroyOffer: (OpaquePointer) -> Void
    /// Releases the device.
    var release: () -> Void
}
