import CX11
import CXKBCommon
import CXKBCommonX11
import Foundation
import OpenUIKitHost
import OpenUIKitXKB

/// The X server's keyboard: its own keymap (layouts, levels) read over XKB, turned into key
/// presses by ``XKBKeyboard``.
enum X11Keyboard {
    /// The keyboard of `display`'s core device, composing by `locale`'s table (the
    /// environment's by default); `nil` when the server lacks the XKB extension.
    static func open(display: OpaquePointer, locale: String? = nil) -> XKBKeyboard? {
        guard let connection = XGetXCBConnection(display),
            xkb_x11_setup_xkb_extension(
                connection, UInt16(XKB_X11_MIN_MAJOR_XKB_VERSION), UInt16(XKB_X11_MIN_MINOR_XKB_VERSION),
                XKB_X11_SETUP_XKB_EXTENSION_NO_FLAGS, nil, nil, nil, nil) != 0,
            let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        else { return nil }
        let device = xkb_x11_get_core_keyboard_device_id(connection)
        guard device >= 0, let keymap = xkb_x11_keymap_new_from_device(context, connection, device, XKB_KEYMAP_COMPILE_NO_FLAGS),
            let state = xkb_x11_state_new_from_device(keymap, connection, device)
        else {
            xkb_context_unref(context)
            return nil
        }
        return XKBKeyboard(context: context, keymap: keymap, state: state, locale: locale)
    }
}

extension XKBKeyboard {
    /// The press for a core key event. The event's modifier and group bits set the state,
    /// so no separate state tracking is needed.
    func press(for event: XKeyEvent) -> HostKeyPress? {
        let mask = event.state
        // Core modifiers map to xkb's real modifiers in order: Shift, Lock, Control, Mod1–Mod5.
        updateModifiers(depressed: mask & 0xFF & ~UInt32(LockMask), latched: 0, locked: mask & UInt32(LockMask), group: (mask >> 13) & 3)
        return press(evdev: Int(event.keycode) - 8)
    }
}
