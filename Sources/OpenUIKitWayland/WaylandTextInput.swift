import CWayland
import Foundation
import OpenUIKitHost

/// Input methods through `zwp_text_input_v3`: the compositor's input method (IBus, fcitx,
/// a virtual keyboard) composes text for the focused text input of the window it entered.
/// The window says what is focused; what the method sends between two `done` events is
/// gathered and handed over as one ``HostTextInputChange``.
@MainActor
final class WaylandTextInput {
    private let proxy: OpaquePointer
    private unowned let connection: WaylandConnection
    /// The window the compositor put text input focus on.
    private weak var window: WaylandWindow?
    /// What the input method was last told, and whether it is enabled.
    private var sent: HostTextInputState?
    private var isEnabled = false
    /// The surrounding text as sent (UTF-8) and where the selection starts and ends in it.
    private var sentBytes: [UInt8] = []
    private var sentSelection = (start: 0, end: 0)
    /// Events since the last `done`.
    private var pending = Pending()

    private struct Pending {
        var preedit: (text: String, begin: Int32, end: Int32)?
        var commit: String?
        var delete: (before: UInt32, after: UInt32)?
    }

    /// The protocol's limit on surrounding text, in bytes.
    static let surroundingLimit = 4000

    init?(manager: OpaquePointer, seat: OpaquePointer, connection: WaylandConnection) {
        guard let proxy = zwp_text_input_manager_v3_get_text_input(manager, seat) else { return nil }
        self.proxy = proxy
        self.connection = connection
        zwp_text_input_v3_add_listener(proxy, Self.textInputListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func release() { zwp_text_input_v3_destroy(proxy) }

    func windowClosed(_ closed: WaylandWindow) {
        if window === closed { window = nil }
    }

    /// The window's focused text input changed (or its text, selection or caret).
    func update(for changed: WaylandWindow) {
        guard changed === window else { return }
        send(changed.textInputState, scale: changed.scale)
    }

    private func send(_ state: HostTextInputState?, scale: Double) {
        guard let state else {
            if isEnabled {
                zwp_text_input_v3_disable(proxy)
                zwp_text_input_v3_commit(proxy)
                isEnabled = false
                sent = nil
            }
            connection.flush()
            return
        }
        if !isEnabled {
            zwp_text_input_v3_enable(proxy)
            isEnabled = true
        }
        let (bytes, selection) = Self.surrounding(state.text, selection: state.selection)
        sentBytes = bytes
        sentSelection = selection
        let text = String(decoding: bytes, as: UTF8.self)
        zwp_text_input_v3_set_surrounding_text(proxy, text, Int32(selection.end), Int32(selection.start))
        zwp_text_input_v3_set_text_change_cause(proxy, ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_OTHER.rawValue)
        zwp_text_input_v3_set_content_type(proxy, 0, Self.purpose(state.purpose))
        func units(_ pixels: Int) -> Int32 { Int32(clamping: Int((Double(pixels) / scale).rounded())) }
        zwp_text_input_v3_set_cursor_rectangle(proxy, units(state.caret.x), units(state.caret.y), max(1, units(state.caret.width)), max(1, units(state.caret.height)))
        zwp_text_input_v3_commit(proxy)
        sent = state
        connection.flush()
    }

    /// The text as UTF-8 within the protocol's limit (a window around the selection when
    /// longer) and the selection's byte offsets in it.
    static func surrounding(_ text: String, selection: Range<Int>) -> (bytes: [UInt8], selection: (start: Int, end: Int)) {
        let utf16 = Array(text.utf16)
        let lower = max(0, min(selection.lowerBound, utf16.count)), upper = max(lower, min(selection.upperBound, utf16.count))
        func bytes(_ units: ArraySlice<UInt16>) -> [UInt8] { Array(String(decoding: units, as: UTF16.self).utf8) }
        var before = bytes(utf16[..<lower]), selected = bytes(utf16[lower..<upper]), after = bytes(utf16[upper...])
        if before.count + selected.count + after.count > surroundingLimit {
            let room = max(0, surroundingLimit - selected.count) / 2
            before = trimmed(before, keepingLast: room)
            after = trimmed(after, keepingFirst: room)
            if selected.count > surroundingLimit { selected = trimmed(selected, keepingFirst: surroundingLimit) }
        }
        return (before + selected + after, (before.count, before.count + selected.count))
    }

    /// The last `count` bytes at most, starting on a character's first byte.
    private static func trimmed(_ bytes: [UInt8], keepingLast count: Int) -> [UInt8] {
        guard bytes.count > count else { return bytes }
        var start = bytes.count - count
        while start < bytes.count, bytes[start] & 0xC0 == 0x80 { start += 1 }
        return Array(bytes[start...])
    }

    /// The first `count` bytes at most, ending before a character that would not fit.
    private static func trimmed(_ bytes: [UInt8], keepingFirst count: Int) -> [UInt8] {
        guard bytes.count > count else { return bytes }
        var end = count
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return Array(bytes[..<end])
    }

    private static func purpose(_ purpose: HostTextInputState.Purpose) -> UInt32 {
        switch purpose {
        case .normal: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NORMAL.rawValue
        case .password: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PASSWORD.rawValue
        case .number: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NUMBER.rawValue
        case .phone: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PHONE.rawValue
        case .url: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_URL.rawValue
        case .email: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_EMAIL.rawValue
        }
    }

    // MARK: Events

    private func entered(_ surface: OpaquePointer?) {
        window = connection.window(for: surface)
        isEnabled = false
        sent = nil
        if let window { send(window.textInputState, scale: window.scale) }
    }

    private func left(_ surface: OpaquePointer?) {
        guard let left = connection.window(for: surface), left === window else { return }
        if isEnabled {
            zwp_text_input_v3_disable(proxy)
            zwp_text_input_v3_commit(proxy)
            connection.flush()
        }
        isEnabled = false
        window = nil
    }

    /// The gathered events as one change, in UTF-16 units; applied to the window's input.
    private func done() {
        defer { pending = Pending() }
        guard let window, isEnabled else { return }
        var change = HostTextInputChange()
        if let delete = pending.delete {
            change.deleteBefore = Self.units(in: sentBytes, from: sentSelection.start - Int(min(delete.before, 1 << 20)), to: sentSelection.start)
            change.deleteAfter = Self.units(in: sentBytes, from: sentSelection.end, to: sentSelection.end + Int(min(delete.after, 1 << 20)))
        }
        change.commit = pending.commit
        if let preedit = pending.preedit {
            change.preedit = preedit.text
            let bytes = Array(preedit.text.utf8)
            if preedit.begin >= 0, preedit.end >= 0 {
                let begin = Self.units(in: bytes, from: 0, to: Int(preedit.begin))
                let end = Self.units(in: bytes, from: 0, to: Int(preedit.end))
                change.preeditSelection = min(begin, end)..<max(begin, end)
            }
        }
        window.enqueue(.textInput(change))
    }

    /// How many UTF-16 units the bytes between two offsets hold (offsets held to the text).
    static func units(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        let lower = max(0, min(start, bytes.count)), upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self).utf16.count
    }

    nonisolated private static func input(_ data: UnsafeMutableRawPointer?) -> WaylandTextInput {
        Unmanaged<WaylandTextInput>.fromOpaque(data!).takeUnretainedValue()
    }

    private nonisolated(unsafe) static let textInputListener = listener(zwp_text_input_v3_listener(
        enter: { data, _, surface in
            let target = input(data), address = ProxyAddress(surface)
            MainActor.assumeIsolated { target.entered(address.pointer) }
        },
        leave: { data, _, surface in
            let target = input(data), address = ProxyAddress(surface)
            MainActor.assumeIsolated { target.left(address.pointer) }
        },
        preedit_string: { data, _, text, begin, end in
            let target = input(data), string = compositorString(text)
            MainActor.assumeIsolated { target.pending.preedit = (string, begin, end) }
        },
        commit_string: { data, _, text in
            let target = input(data), string = compositorString(text)
            MainActor.assumeIsolated { target.pending.commit = string }
        },
        delete_surrounding_text: { data, _, before, after in
            let target = input(data)
            MainActor.assumeIsolated { target.pending.delete = (before, after) }
        },
        done: { data, _, _ in
            let target = input(data)
            MainActor.assumeIsolated { target.done() }
        }))
}
