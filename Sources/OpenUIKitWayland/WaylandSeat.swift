import CWayland
import Foundation
import OpenUIKitHost
import OpenUIKitXKB

/// The seat's pointer, keyboard and touchscreen: their events go to the window they are
/// over (or focused on) as ``HostEvent``s in that window's pixels.
@MainActor
final class WaylandSeat {
    let proxy: OpaquePointer
    private unowned let connection: WaylandConnection
    private var pointer: OpaquePointer?
    private var keyboard: OpaquePointer?
    private var touch: OpaquePointer?

    /// The window under the pointer and where the pointer is on it, in surface units.
    private weak var pointerWindow: WaylandWindow?
    private var pointerPosition = (x: 0.0, y: 0.0)
    private var primaryButtonDown = false
    /// The serial of the last pointer enter (cursor changes quote it) and of the last
    /// input event (moves and clipboard offers quote it).
    private(set) var enterSerial: UInt32 = 0
    private(set) var lastSerial: UInt32 = 0
    /// The serial of the primary button's press while it is held (a drag starts with it).
    private(set) var pressSerial: UInt32?
    /// Scrolling gathered until the pointer's frame event.
    private var scroll = WaylandScrollFrame()

    /// The window with keyboard focus, its keymap, and key repeat.
    private(set) weak var keyboardWindow: WaylandWindow?
    private var keymap: XKBKeyboard?
    let keyRepeat = WaylandKeyRepeat()

    /// The window each finger on the touchscreen went down in (until it lifts, or the
    /// window closes).
    private var touchWindows: [Int32: WaylandWindow] = [:]

    private let cursor: WaylandCursor
    /// Input methods, when the compositor offers text input.
    private(set) var textInput: WaylandTextInput?
    /// The clipboard, when the compositor offers data devices.
    private(set) var clipboard: WaylandClipboard?
    /// The primary selection, when the compositor offers it.
    private(set) var primarySelection: WaylandClipboard?

    init(proxy: OpaquePointer, connection: WaylandConnection) {
        self.proxy = proxy
        self.connection = connection
        cursor = WaylandCursor(connection: connection)
        wl_seat_add_listener(proxy, Self.seatListener, Unmanaged.passUnretained(self).toOpaque())
        connectTextInput()
        connectClipboard()
    }

    /// Asks for text input on this seat (once the compositor has offered its manager).
    func connectTextInput() {
        guard textInput == nil, let manager = connection.textInputManager else { return }
        textInput = WaylandTextInput(manager: manager, seat: proxy, connection: connection)
    }

    /// Asks for this seat's clipboard (once the compositor has offered its manager).
    func connectClipboard() {
        if clipboard == nil, let manager = connection.dataDeviceManager {
            clipboard = WaylandClipboard.clipboard(manager: manager, seat: proxy, connection: connection)
        }
        if primarySelection == nil, let manager = connection.primarySelectionManager {
            primarySelection = WaylandClipboard.primarySelection(manager: manager, seat: proxy, connection: connection)
        }
    }

    func release() {
        textInput?.release()
        textInput = nil
        clipboard?.release()
        clipboard = nil
        primarySelection?.release()
        primarySelection = nil
        cursor.release()
        if let pointer { wl_pointer_release(pointer) }
        if let keyboard { wl_keyboard_release(keyboard) }
        if let touch { wl_touch_release(touch) }
        pointer = nil
        keyboard = nil
        touch = nil
        if wl_proxy_get_version(proxy) >= 5 { wl_seat_release(proxy) } else { wl_seat_destroy(proxy) }
    }

    /// Forgets a window that closed.
    func windowClosed(_ window: WaylandWindow) {
        if pointerWindow === window { pointerWindow = nil }
        if keyboardWindow === window {
            keyboardWindow = nil
            keyRepeat.stop()
        }
        touchWindows = touchWindows.filter { $0.value !== window }
        textInput?.windowClosed(window)
        if clipboard?.outgoing?.origin === window { clipboard?.forgetOutgoingDrag() }
    }

    /// Sends the key repeats that fell due to the focused window.
    func deliverKeyRepeats() {
        for press in keyRepeat.duePresses() { keyboardWindow?.enqueue(.key(press)) }
    }

    private func capabilities(_ flags: UInt32) {
        let hasPointer = flags & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = flags & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let hasTouch = flags & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        let me = Unmanaged.passUnretained(self).toOpaque()
        if hasPointer, pointer == nil {
            pointer = wl_seat_get_pointer(proxy)
            wl_pointer_add_listener(pointer, Self.pointerListener, me)
        } else if !hasPointer, let pointer {
            wl_pointer_release(pointer)
            self.pointer = nil
        }
        if hasKeyboard, keyboard == nil {
            keyboard = wl_seat_get_keyboard(proxy)
            wl_keyboard_add_listener(keyboard, Self.keyboardListener, me)
        } else if !hasKeyboard, let keyboard {
            wl_keyboard_release(keyboard)
            self.keyboard = nil
            keyRepeat.stop()
        }
        if hasTouch, touch == nil {
            touch = wl_seat_get_touch(proxy)
            wl_touch_add_listener(touch, Self.touchListener, me)
        } else if !hasTouch, let touch {
            wl_touch_release(touch)
            self.touch = nil
        }
    }

    // MARK: Pointer

    private func pointerEntered(_ surface: OpaquePointer?, serial: UInt32, x: Double, y: Double) {
        pointerWindow = connection.window(for: surface)
        pointerPosition = (x, y)
        enterSerial = serial
        lastSerial = serial
        if let pointer, let window = pointerWindow {
            cursor.show(window.cursorShape, on: pointer, serial: serial, scale: window.bufferScale)
        }
        pointerWindow?.pointerMoved(x: x, y: y, buttonDown: primaryButtonDown)
    }

    private func pointerLeft() {
        pointerWindow?.enqueue(.pointerLeft)
        pointerWindow = nil
    }

    private func pointerMoved(x: Double, y: Double) {
        pointerPosition = (x, y)
        pointerWindow?.pointerMoved(x: x, y: y, buttonDown: primaryButtonDown)
    }

    private func button(_ button: UInt32, pressed: Bool, serial: UInt32) {
        lastSerial = serial
        guard let window = pointerWindow else { return }
        switch button {
        case Self.leftButton:
            primaryButtonDown = pressed
            pressSerial = pressed ? serial : nil
            window.pointerButton(.primary, pressed: pressed, x: pointerPosition.x, y: pointerPosition.y)
        case Self.rightButton where pressed:
            window.pointerButton(.secondary, pressed: true, x: pointerPosition.x, y: pointerPosition.y)
        case Self.middleButton where pressed:
            window.pointerButton(.middle, pressed: true, x: pointerPosition.x, y: pointerPosition.y)
        default:
            break
        }
    }

    /// The compositor's drag took the pointer from its press: the button's release goes to
    /// the drag, so the pointer is up as far as the windows are concerned.
    func pointerTakenByDrag() {
        primaryButtonDown = false
        pressSerial = nil
    }

    /// Updates the cursor of the window under the pointer (its pointer style changed).
    func cursorChanged(for window: WaylandWindow) {
        guard window === pointerWindow, let pointer else { return }
        cursor.show(window.cursorShape, on: pointer, serial: enterSerial, scale: window.bufferScale)
    }

    private func pointerFrame() {
        defer { scroll = WaylandScrollFrame() }
        pointerWindow?.scrolled(scroll, x: pointerPosition.x, y: pointerPosition.y)
    }

    /// Linux's codes for the mouse's buttons (`BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`).
    private static let leftButton: UInt32 = 0x110
    private static let rightButton: UInt32 = 0x111
    private static let middleButton: UInt32 = 0x112

    // MARK: Keyboard

    private func keymapArrived(format: UInt32, fd: Int32, size: UInt32) {
        defer { Foundation.close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, size > 0, size < 16 << 20,
            let text = Self.readKeymap(fd: fd, size: Int(size))
        else { return }
        keymap = XKBKeyboard(keymapText: text)
    }

    /// The keymap's text from the compositor's file (mapped read-only, copied out).
    private static func readKeymap(fd: Int32, size: Int) -> String? {
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        defer { munmap(mapped, size) }
        let bytes = UnsafeRawBufferPointer(start: mapped, count: size)
        let text = bytes.prefix { $0 != 0 }
        return String(decoding: text, as: UTF8.self)
    }

    private func keyboardEntered(_ surface: OpaquePointer?, serial: UInt32) {
        lastSerial = serial
        keyboardWindow = connection.window(for: surface)
        keyboardWindow?.keyboardFocusChanged(true)
    }

    private func keyboardLeft() {
        keyRepeat.stop()
        keyboardWindow?.keyboardFocusChanged(false)
        keyboardWindow = nil
    }

    private func key(_ code: UInt32, pressed: Bool, serial: UInt32) {
        lastSerial = serial
        let evdev = Int(code)
        guard pressed else {
            keyRepeat.released(evdev: evdev)
            return
        }
        guard let keymap, let press = keymap.press(evdev: evdev) else { return }
        keyboardWindow?.enqueue(.key(press))
        if keymap.repeats(evdev: evdev) {
            keyRepeat.pressed(evdev: evdev) { [weak self] in self?.keymap?.press(evdev: evdev) }
        }
    }

    private func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        keymap?.updateModifiers(depressed: depressed, latched: latched, locked: locked, group: group)
    }

    // MARK: Touch

    func touchDown(_ surface: OpaquePointer?, id: Int32, x: Double, y: Double, serial: UInt32) {
        lastSerial = serial
        guard touchWindows[id] == nil, let window = connection.window(for: surface) else { return }
        touchWindows[id] = window
        window.touch(id, .down, x: x, y: y)
    }

    func touchMoved(id: Int32, x: Double, y: Double) {
        touchWindows[id]?.touch(id, .moved, x: x, y: y)
    }

    func touchUp(id: Int32) {
        touchWindows.removeValue(forKey: id)?.touchUp(id)
    }

    /// The compositor took the touchscreen's sequence: every finger's touch is cancelled.
    func touchCancelled() {
        var windows: [WaylandWindow] = []
        for window in touchWindows.values where !windows.contains(where: { $0 === window }) { windows.append(window) }
        touchWindows = [:]
        for window in windows { window.touchesCancelled() }
    }

    // MARK: Listeners

    nonisolated private static func seat(_ data: UnsafeMutableRawPointer?) -> WaylandSeat {
        Unmanaged<WaylandSeat>.fromOpaque(data!).takeUnretainedValue()
    }

    private nonisolated(unsafe) static let seatListener = listener(wl_seat_listener(
        capabilities: { data, _, flags in let target = seat(data); MainActor.assumeIsolated { target.capabilities(flags) } },
        name: { _, _, _ in }))

    private nonisolated(unsafe) static let pointerListener = listener(wl_pointer_listener(
        enter: { data, _, serial, surface, x, y in
            let target = seat(data), address = ProxyAddress(surface)
            MainActor.assumeIsolated {
                target.pointerEntered(address.pointer, serial: serial, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            }
        },
        leave: { data, _, _, _ in let target = seat(data); MainActor.assumeIsolated { target.pointerLeft() } },
        motion: { data, _, _, x, y in
            let target = seat(data); MainActor.assumeIsolated { target.pointerMoved(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)) }
        },
        button: { data, _, serial, _, button, state in
            let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
            let target = seat(data); MainActor.assumeIsolated { target.button(button, pressed: pressed, serial: serial) }
        },
        axis: { data, _, _, axis, value in
            let target = seat(data); MainActor.assumeIsolated { target.scroll.add(axis: axis, distance: wl_fixed_to_double(value)) }
        },
        frame: { data, _ in let target = seat(data); MainActor.assumeIsolated { target.pointerFrame() } },
        axis_source: { data, _, source in let target = seat(data); MainActor.assumeIsolated { target.scroll.source = source } },
        // Fingers leaving the touchpad need no event: scroll views carry on with their own
        // momentum when the scrolling stops.
        axis_stop: { _, _, _, _ in },
        axis_discrete: { data, _, axis, steps in let target = seat(data); MainActor.assumeIsolated { target.scroll.add(axis: axis, value120: steps * 120) } },
        axis_value120: { data, _, axis, value in let target = seat(data); MainActor.assumeIsolated { target.scroll.add(axis: axis, value120: value) } }))

    private nonisolated(unsafe) static let keyboardListener = listener(wl_keyboard_listener(
        keymap: { data, _, format, fd, size in let target = seat(data); MainActor.assumeIsolated { target.keymapArrived(format: format, fd: fd, size: size) } },
        enter: { data, _, serial, surface, _ in
            let target = seat(data), address = ProxyAddress(surface)
            MainActor.assumeIsolated { target.keyboardEntered(address.pointer, serial: serial) }
        },
        leave: { data, _, _, _ in let target = seat(data); MainActor.assumeIsolated { target.keyboardLeft() } },
        key: { data, _, serial, _, key, state in
            let pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue
            let target = seat(data); MainActor.assumeIsolated { target.key(key, pressed: pressed, serial: serial) }
        },
        modifiers: { data, _, _, depressed, latched, locked, group in
            let target = seat(data); MainActor.assumeIsolated { target.modifiers(depressed: depressed, latched: latched, locked: locked, group: group) }
        },
        repeat_info: { data, _, rate, delay in let target = seat(data); MainActor.assumeIsolated { target.keyRepeat.configure(rate: rate, delay: delay) } }))

    private nonisolated(unsafe) static let touchListener = listener(wl_touch_listener(
        down: { data, _, serial, _, surface, id, x, y in
            let target = seat(data), address = ProxyAddress(surface)
            MainActor.assumeIsolated {
                target.touchDown(address.pointer, id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y), serial: serial)
            }
        },
        up: { data, _, _, _, id in let target = seat(data); MainActor.assumeIsolated { target.touchUp(id: id) } },
        motion: { data, _, _, id, x, y in
            let target = seat(data); MainActor.assumeIsolated { target.touchMoved(id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)) }
        },
        frame: { _, _ in },
        cancel: { data, _ in let target = seat(data); MainActor.assumeIsolated { target.touchCancelled() } },
        shape: { _, _, _, _, _ in },
        orientation: { _, _, _, _ in }))
}
