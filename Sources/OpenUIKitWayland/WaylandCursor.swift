import CWayland
import Foundation
import OpenUIKitHost

/// The pointer's image over OpenUIKit's windows, from the desktop's cursor theme
/// (`XCURSOR_THEME` and `XCURSOR_SIZE`, libwayland-cursor's built-in images without one).
@MainActor
final class WaylandCursor {
    private unowned let connection: WaylandConnection
    private var surface: OpaquePointer?
    /// Themes loaded by pixel size (one per scale the pointer has been on).
    private var themes: [Int: OpaquePointer] = [:]

    init(connection: WaylandConnection) {
        self.connection = connection
    }

    /// The theme's names for a shape, most specific first (themes differ in their names).
    static func names(for shape: HostCursor) -> [String] {
        switch shape {
        case .arrow: ["default", "left_ptr"]
        case .text: ["text", "xterm", "ibeam"]
        case .pointingHand: ["pointer", "hand2", "hand1"]
        case .crosshair: ["crosshair", "cross"]
        case .resizeLeftRight: ["ew-resize", "sb_h_double_arrow"]
        case .resizeUpDown: ["ns-resize", "sb_v_double_arrow"]
        case .notAllowed: ["not-allowed", "crossed_circle"]
        case .hidden: []
        }
    }

    /// Shows `shape` for `pointer` (the serial of its last enter) at `scale`.
    func show(_ shape: HostCursor, on pointer: OpaquePointer, serial: UInt32, scale: Int) {
        guard shape != .hidden else {
            wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
            return
        }
        let scale = max(1, min(scale, 8))
        guard let theme = theme(pixelSize: Self.baseSize * scale),
            let cursor = Self.names(for: shape).lazy.compactMap({ wl_cursor_theme_get_cursor(theme, $0) }).first,
            cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
            let buffer = wl_cursor_image_get_buffer(image)
        else { return }
        if surface == nil, let compositor = connection.compositor { surface = wl_compositor_create_surface(compositor) }
        guard let surface else { return }
        wl_surface_set_buffer_scale(surface, Int32(scale))
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
        wl_surface_commit(surface)
        wl_pointer_set_cursor(pointer, serial, surface, Int32(image.pointee.hotspot_x) / Int32(scale), Int32(image.pointee.hotspot_y) / Int32(scale))
    }

    /// The cursor size in surface units: the environment's, or 24.
    private static let baseSize: Int = {
        let requested = ProcessInfo.processInfo.environment["XCURSOR_SIZE"].flatMap(Int.init) ?? 24
        return min(max(requested, 8), 256)
    }()

    private func theme(pixelSize: Int) -> OpaquePointer? {
        if let theme = themes[pixelSize] { return theme }
        guard let shm = connection.shm else { return nil }
        let name = ProcessInfo.processInfo.environment["XCURSOR_THEME"]
        guard let theme = wl_cursor_theme_load(name, Int32(pixelSize), shm) else { return nil }
        themes[pixelSize] = theme
        return theme
    }

    func release() {
        for theme in themes.values { wl_cursor_theme_destroy(theme) }
        themes = [:]
        if let surface { wl_surface_destroy(surface) }
        surface = nil
    }
}
