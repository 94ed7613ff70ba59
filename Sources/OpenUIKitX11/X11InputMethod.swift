import CX11
import Foundation
import OpenUIKitHost

/// The X input method (XIM) of one window, through which IBus and fcitx reach X11 apps:
/// key presses go to the input method first (`XFilterEvent`); provisional text arrives
/// through on-the-spot preedit callbacks and becomes marked text; committed text arrives
/// as a key press without a key code and is typed. The caret's place tells the input
/// method where to show its candidates.
///
/// Opened only when an input method is there (`XMODIFIERS=@im=…`, or the locale's
/// default), so a plain X server keeps the keyboard path through xkbcommon alone.
@MainActor
final class X11InputMethod {
    private let im: XIM
    private let ic: XIC
    /// The provisional text, in characters as the input method counts them.
    private var preedit: [Character] = []
    private var caret = 0
    /// Changes the callbacks produced, waiting for the next round of events.
    private(set) var changes: [HostTextInputChange] = []
    /// Whether the app has a text input focused (the input method only composes then).
    private var textInputFocused = false

    private init(im: XIM, ic: XIC) {
        self.im = im
        self.ic = ic
    }

    /// The input method `XMODIFIERS` names (`@im=ibus`, `@im=fcitx`) for `window`, or `nil`
    /// when none is named or none answers. Xlib's built-in method is not used: xkbcommon
    /// already composes dead keys, and the built-in one would take them first.
    static func open(display: OpaquePointer, window: Window, modifiers: String?) -> X11InputMethod? {
        guard let modifiers, modifiers.contains("@im="), !modifiers.contains("@im=none") else { return nil }
        // Xlib decodes input methods' text by the locale's character set: UTF-8 wherever
        // the process has not chosen one.
        if let current = setlocale(LC_CTYPE, nil).map({ String(cString: $0) }), current == "C" || current == "POSIX" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        guard XSupportsLocale() != 0 else { return nil }
        // Given explicitly, not read back from the environment: tests name their own.
        XSetLocaleModifiers(modifiers)
        guard let im = XOpenIM(display, nil, nil, nil) else { return nil }
        let onTheSpot = XIMStyle(XIMPreeditCallbacks | XIMStatusNothing)
        let rootStyle = XIMStyle(XIMPreeditNothing | XIMStatusNothing)
        let ic: XIC?
        if openuikit_xim_supports(im, onTheSpot) != 0 {
            // The callbacks find the method through a box filled once it exists.
            let box = Unmanaged.passRetained(MethodBox())
            ic = openuikit_xim_create_ic(im, window, onTheSpot, box.toOpaque().assumingMemoryBound(to: CChar.self), drawCallback, caretCallback, doneCallback)
            guard let ic else {
                box.release()
                XCloseIM(im)
                return nil
            }
            let method = X11InputMethod(im: im, ic: ic)
            box.takeUnretainedValue().method = method
            method.box = box
            method.selectFilterEvents(display: display, window: window)
            return method
        } else if openuikit_xim_supports(im, rootStyle) != 0 {
            ic = openuikit_xim_create_ic(im, window, rootStyle, nil, nil, nil, nil)
        } else {
            ic = nil
        }
        guard let ic else {
            XCloseIM(im)
            return nil
        }
        let opened = X11InputMethod(im: im, ic: ic)
        opened.selectFilterEvents(display: display, window: window)
        return opened
    }

    /// Holds the method for the C callbacks.
    private final class MethodBox {
        weak var method: X11InputMethod?
    }
    private var box: Unmanaged<MethodBox>?

    private func selectFilterEvents(display: OpaquePointer, window: Window) {
        let needed = openuikit_xic_filter_events(ic)
        guard needed != 0 else { return }
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        XSelectInput(display, window, attributes.your_event_mask | needed)
    }

    /// Gives the input method the event first; `true` when it took it.
    func filter(_ event: inout XEvent) -> Bool {
        XFilterEvent(&event, 0) != 0
    }

    /// The text a key press without a key code commits.
    func committedText(_ key: inout XKeyEvent) -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        var keysym: KeySym = 0
        var status: Int32 = 0
        var count = Xutf8LookupString(ic, &key, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(ic, &key, &buffer, Int32(buffer.count), &keysym, &status)
        }
        guard status == XLookupChars || status == XLookupBoth, count > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The changes the callbacks made since the last call.
    func takeChanges() -> [HostTextInputChange] {
        defer { changes = [] }
        return changes
    }

    /// The window gained or lost the keyboard; the input method composes only while it has
    /// it and a text input is focused.
    func windowFocusChanged(_ focused: Bool, textInputFocused: Bool) {
        if focused && textInputFocused { XSetICFocus(ic) } else { XUnsetICFocus(ic) }
    }

    /// The app's focused text input changed: composing follows it, candidates follow its caret.
    func textInputChanged(_ state: HostTextInputState?, windowFocused: Bool) {
        let focused = state != nil
        if focused != textInputFocused {
            textInputFocused = focused
            if !focused {
                // What was being composed goes with the text input.
                _ = Xutf8ResetIC(ic).map { XFree($0) }
                preedit = []
            }
            windowFocusChanged(windowFocused, textInputFocused: focused)
        }
        if let caret = state?.caret {
            openuikit_xim_set_spot(ic, Int16(clamping: caret.x), Int16(clamping: caret.y + caret.height))
        }
    }

    func close() {
        XDestroyIC(ic)
        XCloseIM(im)
        box?.release()
        box = nil
    }

    // MARK: Preedit callbacks

    private func draw(_ change: XIMPreeditDrawCallbackStruct) {
        let first = max(0, min(Int(change.chg_first), preedit.count))
        let length = max(0, min(Int(change.chg_length), preedit.count - first))
        preedit.replaceSubrange(first..<first + length, with: Self.characters(of: change.text))
        caret = max(0, min(Int(change.caret), preedit.count))
        publish()
    }

    private func moveCaret(to position: Int) {
        caret = max(0, min(position, preedit.count))
        publish()
    }

    private func finish() {
        preedit = []
        caret = 0
        publish()
    }

    private func publish() {
        let text = String(preedit)
        let offset = String(preedit.prefix(caret)).utf16.count
        changes.append(HostTextInputChange(preedit: text, preeditSelection: offset..<offset))
    }

    /// The characters of an input method's text (multibyte in the locale's UTF-8, or wide).
    private static func characters(of text: UnsafeMutablePointer<XIMText>?) -> [Character] {
        guard let text = text?.pointee, text.length > 0 else { return [] }
        if text.encoding_is_wchar != 0 {
            guard let wide = text.string.wide_char else { return [] }
            return (0..<Int(text.length)).compactMap { Unicode.Scalar(UInt32(bitPattern: wide[$0])).map(Character.init) }
        }
        guard let bytes = text.string.multi_byte else { return [] }
        return Array(String(cString: bytes))
    }

    /// The method behind a callback's client data (an address, so that it crosses into
    /// the main actor as a plain number; Xlib calls back on the thread reading events).
    private static func method(at address: UInt) -> X11InputMethod? {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<MethodBox>.fromOpaque(pointer).takeUnretainedValue().method
    }

    private static let drawCallback: XIMProc = { _, client, call in
        let client = UInt(bitPattern: client), call = UInt(bitPattern: call)
        MainActor.assumeIsolated {
            guard let change = UnsafePointer<XIMPreeditDrawCallbackStruct>(bitPattern: call)?.pointee else { return }
            method(at: client)?.draw(change)
        }
    }

    private static let caretCallback: XIMProc = { _, client, call in
        let client = UInt(bitPattern: client), call = UInt(bitPattern: call)
        MainActor.assumeIsolated {
            // Only absolute moves say where the caret goes; relative ones are the client's to
            // work out and rare from today's input methods.
            guard let move = UnsafePointer<XIMPreeditCaretCallbackStruct>(bitPattern: call)?.pointee,
                move.direction == XIMAbsolutePosition
            else { return }
            method(at: client)?.moveCaret(to: Int(move.position))
        }
    }

    private static let doneCallback: XIMProc = { _, client, _ in
        let client = UInt(bitPattern: client)
        MainActor.assumeIsolated { method(at: client)?.finish() }
    }
}
