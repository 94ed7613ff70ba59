import CX11
import CXKBCommon
import Foundation
import OpenUIKitHost

/// Turns the X server's key events into key presses with xkbcommon: the server's own
/// keymap (layouts, levels, dead keys through the locale's compose table), HID usages from
/// the keys' evdev codes.
final class X11Keyboard {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let compose: OpaquePointer?

    /// The keyboard of `display`'s core device, composing by `locale`'s table (the
    /// environment's `LC_ALL`, `LC_CTYPE` or `LANG` by default); `nil` when the server lacks
    /// the XKB extension.
    init?(display: OpaquePointer, locale: String? = nil) {
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
        self.context = context
        self.keymap = keymap
        self.state = state
        compose = Self.composeState(context, locale: locale)
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The compose state for the user's locale (dead keys, the Compose key), if it has a table.
    private static func composeState(_ context: OpaquePointer, locale requested: String?) -> OpaquePointer? {
        let environment = ProcessInfo.processInfo.environment
        let locale = requested ?? environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "C"
        guard let table = xkb_compose_table_new_from_locale(context, locale.isEmpty ? "C" : locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
        else { return nil }
        defer { xkb_compose_table_unref(table) }
        return xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
    }

    /// The press for a core key event; `nil` for keys with no HID usage. The event's
    /// modifier and group bits set the xkb state, so no separate state tracking is needed.
    func press(for event: XKeyEvent) -> HostKeyPress? {
        let keycode = xkb_keycode_t(event.keycode)
        guard let usage = Self.hidUsage(evdev: Int(event.keycode) - 8) else { return nil }
        let mask = event.state
        // Core modifiers map to xkb's real modifiers in order: Shift, Lock, Control, Mod1–Mod5.
        xkb_state_update_mask(state, mask & 0xFF & ~UInt32(LockMask), 0, mask & UInt32(LockMask), 0, 0, (mask >> 13) & 3)
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        var modifiers: HostKeyModifiers = []
        if mask & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if mask & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if mask & UInt32(Mod1Mask) != 0 { modifiers.insert(.alternate) }
        if mask & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        if mask & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        if (0x53...0x63).contains(usage) { modifiers.insert(.numericPad) }
        let plain = Self.text(ofSymbol: xkb_keymap_key_get_syms_level(keymap, keycode, level: modifiers.contains(.shift) ? 1 : 0))
        return HostKeyPress(usage: usage, characters: composed(symbol, keycode: keycode), charactersIgnoringModifiers: plain, modifiers: modifiers)
    }

    /// Where a compose sequence stands after a keysym.
    enum ComposeStep: Equatable {
        /// The keysym is not part of a sequence: the key types its own text.
        case none
        /// A sequence is under way (a dead key): nothing is typed yet.
        case composing
        /// The sequence ended with this text.
        case composed(String)
        /// The sequence matched nothing: nothing is typed.
        case cancelled
    }

    /// Feeds a keysym to the compose state.
    func compose(_ symbol: xkb_keysym_t) -> ComposeStep {
        guard let compose, xkb_compose_state_feed(compose, symbol) == XKB_COMPOSE_FEED_ACCEPTED else { return .none }
        switch xkb_compose_state_get_status(compose) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 64)
            xkb_compose_state_get_utf8(compose, &buffer, buffer.count)
            xkb_compose_state_reset(compose)
            return .composed(Self.string(buffer))
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(compose)
            return .cancelled
        default:
            return .none
        }
    }

    /// What the key types after compose: nothing while a sequence is under way, the
    /// composed text when it completes, the key's own text otherwise.
    private func composed(_ symbol: xkb_keysym_t, keycode: xkb_keycode_t) -> String {
        switch compose(symbol) {
        case .none: keyText(keycode)
        case .composing, .cancelled: ""
        case .composed(let text): text
        }
    }

    private func keyText(_ keycode: xkb_keycode_t) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        return Self.string(buffer)
    }

    private static func text(ofSymbol symbol: xkb_keysym_t) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = xkb_keysym_to_utf8(symbol, &buffer, buffer.count)
        return length > 0 ? string(buffer) : ""
    }

    /// A NUL-terminated UTF-8 buffer as a string.
    private static func string(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// USB HID usages of Linux evdev key codes (the X keycode less 8), for the keys of a
    /// full keyboard.
    static func hidUsage(evdev code: Int) -> Int? {
        guard code >= 0, code < evdevToHID.count, evdevToHID[code] != 0 else { return nil }
        return evdevToHID[code]
    }

    private static let evdevToHID: [Int] = {
        var table = [Int](repeating: 0, count: 128)
        let pairs: [(Int, Int)] = [
            (1, 0x29), (2, 0x1E), (3, 0x1F), (4, 0x20), (5, 0x21), (6, 0x22), (7, 0x23), (8, 0x24), (9, 0x25), (10, 0x26),
            (11, 0x27), (12, 0x2D), (13, 0x2E), (14, 0x2A), (15, 0x2B), (16, 0x14), (17, 0x1A), (18, 0x08), (19, 0x15),
            (20, 0x17), (21, 0x1C), (22, 0x18), (23, 0x0C), (24, 0x12), (25, 0x13), (26, 0x2F), (27, 0x30), (28, 0x28),
            (29, 0xE0), (30, 0x04), (31, 0x16), (32, 0x07), (33, 0x09), (34, 0x0A), (35, 0x0B), (36, 0x0D), (37, 0x0E),
            (38, 0x0F), (39, 0x33), (40, 0x34), (41, 0x35), (42, 0xE1), (43, 0x31), (44, 0x1D), (45, 0x1B), (46, 0x06),
            (47, 0x19), (48, 0x05), (49, 0x11), (50, 0x10), (51, 0x36), (52, 0x37), (53, 0x38), (54, 0xE5), (55, 0x55),
            (56, 0xE2), (57, 0x2C), (58, 0x39), (59, 0x3A), (60, 0x3B), (61, 0x3C), (62, 0x3D), (63, 0x3E), (64, 0x3F),
            (65, 0x40), (66, 0x41), (67, 0x42), (68, 0x43), (69, 0x53), (70, 0x47), (71, 0x5F), (72, 0x60), (73, 0x61),
            (74, 0x56), (75, 0x5C), (76, 0x5D), (77, 0x5E), (78, 0x57), (79, 0x59), (80, 0x5A), (81, 0x5B), (82, 0x62),
            (83, 0x63), (86, 0x64), (87, 0x44), (88, 0x45), (96, 0x58), (97, 0xE4), (98, 0x54), (99, 0x46), (100, 0xE6),
            (102, 0x4A), (103, 0x52), (104, 0x4B), (105, 0x50), (106, 0x4F), (107, 0x4D), (108, 0x51), (109, 0x4E),
            (110, 0x49), (111, 0x4C), (119, 0x48), (125, 0xE3), (126, 0xE7), (127, 0x65),
        ]
        for (code, usage) in pairs { table[code] = usage }
        return table
    }()
}

/// The first keysym of a key at a shift level in the first layout.
private func xkb_keymap_key_get_syms_level(_ keymap: OpaquePointer, _ keycode: xkb_keycode_t, level: UInt32) -> xkb_keysym_t {
    var symbols: UnsafePointer<xkb_keysym_t>?
    let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, level, &symbols)
    if count > 0, let symbols { return symbols[0] }
    return 0
}
