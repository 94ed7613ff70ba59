import CLibdecor
import CWayland
import Foundation

/// How a window is a desktop toplevel: through xdg-shell directly, with the compositor's
/// title bar (`xdg-decoration`) where it offers one, or through a libdecor frame, which
/// draws the title bar itself.
enum WaylandToplevelRole {
    case xdg(surface: OpaquePointer, toplevel: OpaquePointer, decoration: OpaquePointer?)
    case libdecor(frame: OpaquePointer)

    func setTitle(_ title: String) {
        switch self {
        case .xdg(_, let toplevel, _): xdg_toplevel_set_title(toplevel, title)
        case .libdecor(let frame): libdecor_frame_set_title(frame, title)
        }
    }

    func setAppID(_ appID: String) {
        switch self {
        case .xdg(_, let toplevel, _): xdg_toplevel_set_app_id(toplevel, appID)
        case .libdecor(let frame): libdecor_frame_set_app_id(frame, appID)
        }
    }

    /// The smallest and largest sizes of the window's content, in surface units (0: no limit).
    func setSizeLimits(minimum: (Int32, Int32), maximum: (Int32, Int32)) {
        switch self {
        case .xdg(_, let toplevel, _):
            xdg_toplevel_set_min_size(toplevel, minimum.0, minimum.1)
            xdg_toplevel_set_max_size(toplevel, maximum.0, maximum.1)
        case .libdecor(let frame):
            libdecor_frame_set_min_content_size(frame, minimum.0, minimum.1)
            libdecor_frame_set_max_content_size(frame, maximum.0, maximum.1)
        }
    }

    func setMaximized(_ maximized: Bool) {
        switch self {
        case .xdg(_, let toplevel, _):
            if maximized { xdg_toplevel_set_maximized(toplevel) } else { xdg_toplevel_unset_maximized(toplevel) }
        case .libdecor(let frame):
            if maximized { libdecor_frame_set_maximized(frame) } else { libdecor_frame_unset_maximized(frame) }
        }
    }

    func setFullscreen(_ fullscreen: Bool) {
        switch self {
        case .xdg(_, let toplevel, _):
            if fullscreen { xdg_toplevel_set_fullscreen(toplevel, nil) } else { xdg_toplevel_unset_fullscreen(toplevel) }
        case .libdecor(let frame):
            if fullscreen { libdecor_frame_set_fullscreen(frame, nil) } else { libdecor_frame_unset_fullscreen(frame) }
        }
    }

    /// Ends the role; the `wl_surface` stays the caller's.
    func destroy() {
        switch self {
        case .xdg(let surface, let toplevel, let decoration):
            if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
            xdg_toplevel_destroy(toplevel)
            xdg_surface_destroy(surface)
        case .libdecor(let frame):
            libdecor_frame_unref(frame)
        }
    }
}
