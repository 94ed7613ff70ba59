import CXKBCommon
import Foundation
import OpenUIKitHost

/// A keyboard read through xkbcommon: a keymap, the state of its modifiers and layout, and
/// the locale's compose table (dead keys, the Compose key). Hosts feed it evdev-based key
/// codes and modifier masks as their window system reports them and get key presses.
///
/// X11 asks the server for its keymap; Wayland compositors send theirs as text.
package final class XKBKeyboard {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let compose: OpaquePointer?

    /// Takes over `context`, `keymap` and `state` (it releases them), composing with
    /// `locale`'s table (the environment's `LC_ALL`, `LC_CTYPE` or `LANG` when `nil`).
    package init(context: OpaquePointer, keymap: OpaquePointer, state: OpaquePointer, locale: String? = nil) {
        self.context = context
        self.keymap = keymap
        self.state = state
        compose = Self.composeState(context, locale: locale)
    }

    /// A keyboard for a keymap in xkbcommon's text format, as Wayland compositors send it;
    /// `nil` when the text is not a keymap xkbcommon can compile.
    package convenience init?(keymapText: String, locale: String? = nil) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        guard let keymap = xkb_keymap_new_from_string(context, keymapText, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            return nil
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            return nil
        }
        self.init(context: context, keymap: keymap, state: state, locale: locale)
    }

    /// A keyboard with the rules' default layout (`us` unless the environment's XKB
    /// variables say otherwise); `nil` when xkbcommon has no keymap data installed.
    package convenience init?(layout: String, locale: String? = nil) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        let keymap: OpaquePointer? = layout.withCString { name in
            var names = xkb_rule_names(rules: nil, model: nil, layout: name, variant: nil, options: nil)
            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
        }
        guard let keymap, let state = xkb_state_new(keymap) else {
            if let keymap { xkb_keymap_unref(keymap) }
            xkb_context_unref(context)
            return nil
        }
        self.init(context: context, keymap: keymap, state: state, locale: locale)
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The compose state for the user's locale, if it has a table.
    private static func composeState(_ context: OpaquePointer, locale requested: String?) -> OpaquePointer? {
        let environment = ProcessInfo.processInfo.environment
        let locale = requested ?? environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? "C"
        guard let table = xkb_compose_table_new_from_locale(context, locale.isEmpty ? "C" : locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
        else { return nil }
        defer { xkb_compose_table_unref(table) }
        return xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
    }

    /// Sets the modifiers and layout as the window system reports them.
    package func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// Whether holding the key repeats it (not for modifiers, for instance).
    package func repeats(evdev code: Int) -> Bool {
        code >= 0 && xkb_keymap_key_repeats(keymap, xkb_keycode_t(code + 8)) != 0
    }

    /// The press of the key with evdev code `code` in the current modifier state, composed
    /// with dead keys before it; `nil` for keys with no HID usage.
    package func press(evdev code: Int) -> HostKeyPress? {
        guard let usage = Self.hidUsage(evdev: code) else { return nil }
        let keycode = xkb_keycode_t(code + 8)
        let symbol = xkb_state_key_get_one_sym(state, keycode)
        var modifiers: HostKeyModifiers = []
        for (name, modifier) in Self.modifierNames where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            modifiers.insert(modifier)
        }
        if (0x53...0x63).contains(usage) { modifiers.insert(.numericPad) }
        let plain = Self.text(ofSymbol: firstSymbol(keycode, level: modifiers.contains(.shift) ? 1 : 0))
        return HostKeyPress(usage: usage, characters: composed(symbol, keycode: keycode), charactersIgnoringModifiers: plain, modifiers: modifiers)
    }

    private static let modifierNames: [(String, HostKeyModifiers)] = [
        (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .alternate),
        (XKB_MOD_NAME_LOGO, .command), (XKB_MOD_NAME_CAPS, .capsLock),
    ]

    /// Where a compose sequence stands after a keysym.
    package enum ComposeStep: Equatable {
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
    package func compose(_ symbol: UInt32) -> ComposeStep {
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

    /// The keysym a name stands for (`"dead_acute"`), for tests; 0 when unknown.
    package static func symbol(named name: String) -> UInt32 {
        xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
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

    /// The first keysym of a key at a shift level in the first layout.
    private func firstSymbol(_ keycode: xkb_keycode_t, level: UInt32) -> xkb_keysym_t {
        var symbols: UnsafePointer<xkb_keysym_t>?
        let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, level, &symbols)
        if count > 0, let symbols { return symbols[0] }
        return 0
    }

    private static func text(ofSymbol symbol: xkb_keysym_t) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = xkb_keysym_to_utf8(symbol, &buffer, buffer.count)
        return length > 0 ? string(buffer) : ""
    }

    /// A NUL-terminated UTF-8 buffer as a string, with anything that is not valid UTF-8
    /// replaced rather than trusted.
    private static func string(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
