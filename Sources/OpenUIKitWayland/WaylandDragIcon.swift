import CWayland
import Foundation
import OpenUIKitHost

/// The picture the compositor moves with the pointer during the app's drag out: a surface
/// given the drag-icon role by `start_drag`, holding the lifted preview with its
/// transparency, placed so that the pixel the pointer held stays under it.
@MainActor
final class WaylandDragIcon {
    let surface: OpaquePointer
    private let image: HostDragImage
    private let buffers: WaylandBuffers
    private var viewport: OpaquePointer?
    private let connection: WaylandConnection

    /// A surface for `image`; `nil` when the compositor gives no surface or memory.
    init?(image: HostDragImage, connection: WaylandConnection) {
        guard let compositor = connection.compositor, let shm = connection.shm,
              let surface = wl_compositor_create_surface(compositor)
        else { return nil }
        self.surface = surface
        self.image = image
        self.connection = connection
        buffers = WaylandBuffers(shm: shm, width: image.width, height: image.height, format: WL_SHM_FORMAT_ARGB8888.rawValue)
    }

    /// Draws the picture; call once the surface has its role (after `start_drag`).
    func show() {
        guard let buffer = buffers.freeBuffer() else { return }
        image.pixels.withUnsafeBufferPointer { pixels in
            let frame = HostFrame(base: pixels.baseAddress!, width: image.width, height: image.height, stride: image.width)
            buffers.copy(frame, rect: HostPixelRect(x: 0, y: 0, width: image.width, height: image.height), into: buffer)
        }
        buffers.presented(HostPixelRect(x: 0, y: 0, width: image.width, height: image.height), through: buffer)
        // The surface's top left starts at the pointer: an offset in surface units moves the
        // held pixel there. A whole scale marks the buffer; another needs a viewport.
        let whole = image.scale.rounded()
        let surfaceSize = (width: Double(image.width) / image.scale, height: Double(image.height) / image.scale)
        if whole == image.scale || connection.viewporter == nil {
            wl_surface_set_buffer_scale(surface, Int32(max(1, whole)))
        } else if let viewporter = connection.viewporter {
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            wp_viewport_set_destination(viewport, Int32(max(1, surfaceSize.width.rounded())), Int32(max(1, surfaceSize.height.rounded())))
        }
        let offset = Self.attachOffset(for: image)
        wl_surface_attach(surface, buffer.proxy, offset.x, offset.y)
        wl_surface_damage_buffer(surface, 0, 0, Int32(image.width), Int32(image.height))
        wl_surface_commit(surface)
    }

    /// Where the surface's top left goes from the pointer, in surface units: the held pixel
    /// under the pointer. (Some compositors, sway 1.7 among them, ignore it and put the top
    /// left at the pointer.)
    static func attachOffset(for image: HostDragImage) -> (x: Int32, y: Int32) {
        func units(_ pixels: Int) -> Int32 { Int32(clamping: -Int((Double(pixels) / image.scale).rounded())) }
        return (units(image.hotspotX), units(image.hotspotY))
    }

    /// Takes the picture away (the drag is over).
    func destroy() {
        if let viewport { wp_viewport_destroy(viewport) }
        viewport = nil
        wl_surface_destroy(surface)
        buffers.release()
    }
}
