import CX11
import Foundation
import OpenCoreGraphics
import OpenUIKitHost
import OpenUIKitXKB

/// One top-level X11 window and the image its frames are copied through: the Xlib side of
/// the window host, with no UIKit in it.
///
/// Frames go through a MIT-SHM shared-memory image when the server offers it (a local
/// display), otherwise through a client-side image sent over the connection. Only the
/// damaged rectangle is converted and sent.
@preconcurrency @MainActor
public final class X11Window: HostSurface {
    /// Why a window could not open.
    public enum OpenError: Error, CustomStringConvertible {
        case noDisplay(String)
        case unsupportedVisual(depth: Int32)

        /// The reason, in words.
        public var description: String {
            switch self {
            case .noDisplay(let name): return "cannot open X display \(name.isEmpty ? "(DISPLAY unset)" : name)"
            case .unsupportedVisual(let depth): return "the X display's default visual (depth \(depth)) is not 24- or 32-bit TrueColor"
            }
        }
    }

    let display: OpaquePointer
    let window: Window
    private let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private var deleteAtom: Atom
    /// The server's keymap read with xkbcommon (`nil` without the XKB extension: no keys).
    private let keyboard: XKBKeyboard?
    /// The CLIPBOARD selection, owned and asked for through this window.
    private var clipboard: X11Clipboard!
    /// The PRIMARY selection: the text last selected, pasted with a middle click.
    private var primary: X11Clipboard!
    /// Drops from other apps (XDND).
    var dragTarget: X11DragTarget!
    /// The app's drags out of the window.
    var dragSource: X11DragSource!
    /// `XdndSelection`: dropped data comes in through it, dragged data goes out.
    private var dragSelection: X11Clipboard!
    /// XFixes' first event number, when the server has it (selection owner changes).
    private var fixesEventBase: Int32?
    /// The input method (IBus, fcitx), when one is named and answers.
    private var inputMethod: X11InputMethod?
    /// The focused text input as the app last described it.
    private var textInputState: HostTextInputState?
    /// The desktop's XSETTINGS, followed live for its scale.
    private var settingsWatcher: XSettingsWatcher!
    /// The scale the desktop's settings last gave.
    private var settingsScale: Double?
    /// The pixels per point the window is drawn at.
    private(set) var scale: Double
    private var surface: Surface?
    /// Touchpad and smooth-wheel scrolling (`nil` without XInput 2.1: the core wheel only).
    private var smoothScrolling: X11SmoothScrolling?
    /// The window's size in pixels, as the server last reported it.
    /// Whether the window has the keyboard focus, as the last focus event said.
    var hasFocus = false
    /// Whether the window may go full screen (the scene's size restrictions say).
    var allowsFullScreen = true
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    private(set) var isClosed = false

    /// Where each channel of a 0xAARRGGBB-style pixel goes in the server's pixel format.
    private let redShift: UInt32, greenShift: UInt32, blueShift: UInt32

    /// Opens a window of `width`×`height` pixels drawn at `scale` pixels per point, titled
    /// `title`, on `displayName` (the `DISPLAY` environment variable when `nil`), with the
    /// input method `inputMethodModifiers` names (`XMODIFIERS`, as `@im=ibus`; none when `nil`).
    public init(width: Int, height: Int, scale: Double = 1, title: String, displayName: String? = nil, inputMethodModifiers: String? = nil) throws {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard let display = Self.openDisplay(displayName) else { throw OpenError.noDisplay(name) }
        let screen = XDefaultScreen(display)
        let visual = XDefaultVisual(display, screen)!
        let depth = XDefaultDepth(display, screen)
        let masks = (visual.pointee.red_mask, visual.pointee.green_mask, visual.pointee.blue_mask)
        guard depth == 24 || depth == 32, masks.0 != 0, masks.1 != 0, masks.2 != 0,
            [masks.0, masks.1, masks.2].allSatisfy({ $0.nonzeroBitCount == 8 })
        else {
            XCloseDisplay(display)
            throw OpenError.unsupportedVisual(depth: depth)
        }
        self.display = display
        self.visual = visual
        self.depth = depth
        redShift = UInt32(masks.0.trailingZeroBitCount)
        greenShift = UInt32(masks.1.trailingZeroBitCount)
        blueShift = UInt32(masks.2.trailingZeroBitCount)
        pixelWidth = max(1, min(width, 16384))
        pixelHeight = max(1, min(height, 16384))
        openuikit_install_x_error_handler()
        window = XCreateSimpleWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0,
            XBlackPixel(display, screen), XBlackPixel(display, screen))
        let events = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask | KeyPressMask | FocusChangeMask | PropertyChangeMask
        XSelectInput(display, window, events)
        deleteAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        XStoreName(display, window, title)
        XSetWMProtocols(display, window, &deleteAtom, 1)
        gc = XCreateGC(display, window, 0, nil)
        keyboard = X11Keyboard.open(display: display)
        smoothScrolling = X11SmoothScrolling(display: display, window: window)
        storeTitle(title)
        storeClass(ProcessInfo.processInfo.processName)
        var fixesEvent: Int32 = 0, fixesError: Int32 = 0
        fixesEventBase = XFixesQueryExtension(display, &fixesEvent, &fixesError) != 0 ? fixesEvent : nil
        clipboard = X11Clipboard(display: display, window: window, fixesEventBase: fixesEventBase)
        primary = X11Clipboard(display: display, window: window, selection: "PRIMARY", fixesEventBase: fixesEventBase)
        dragSelection = X11Clipboard(display: display, window: window, selection: "XdndSelection", fixesEventBase: nil)
        dragTarget = X11DragTarget(display: display, window: window, selection: dragSelection)
        dragSource = X11DragSource(display: display, window: window, selection: dragSelection)
        settingsWatcher = XSettingsWatcher(display: display)
        inputMethod = X11InputMethod.open(display: display, window: window, modifiers: inputMethodModifiers)
        settingsScale = settingsWatcher.settings?.scale
        XMapWindow(display, window)
        XSync(display, 0)
    }

    /// The size in pixels of the default screen of `displayName` (`DISPLAY` when `nil`), or
    /// `nil` when the display cannot be opened.
    public static func displaySize(displayName: String? = nil) -> CGSize? {
        guard let display = openDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        return CGSize(width: CGFloat(XDisplayWidth(display, screen)), height: CGFloat(XDisplayHeight(display, screen)))
    }

    /// The `Xft.dpi` resource of `displayName`'s resource database (what `xrdb` loaded), or
    /// `nil` when the display cannot be opened or has none.
    public static func resourceDPI(displayName: String? = nil) -> Double? {
        guard let display = openDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        guard let resources = XResourceManagerString(display) else { return nil }
        return dpi(inResources: String(cString: resources))
    }

    /// The `Xft.dpi` value in a resource database's text.
    static func dpi(inResources text: String) -> Double? {
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == "Xft.dpi", let value = Double(parts[1]), value.isFinite, value > 0 { return value }
        }
        return nil
    }

    /// Connects to `displayName`, trying again for up to half a second: an X server with no
    /// window manager resets when its last client leaves (as `displaySize` does just before
    /// the window opens) and refuses connections while it does.
    private static func openDisplay(_ displayName: String?) -> OpaquePointer? {
        for attempt in 0..<10 {
            if let display = XOpenDisplay(displayName) { return display }
            if attempt < 9 { usleep(50_000) }
        }
        return nil
    }

    /// The X window's identifier on the server.
    public var identifier: UInt { UInt(window) }

    /// The connection's file descriptor, to wait on for events.
    public var connectionFileDescriptor: Int32 { XConnectionNumber(display) }

    /// Whether the server uses shared memory for frames.
    public var usesSharedMemory: Bool { surface?.segment != nil }

    /// The window's top-left corner on the root window, asked of the server.
    public func originOnScreen() -> (x: Int, y: Int)? {
        guard !isClosed else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    // MARK: Events

    /// Waits up to `timeout` seconds for the server to send something.
    public func waitForEvents(timeout: TimeInterval) {
        guard !isClosed, XPending(display) == 0 else { return }
        var descriptor = pollfd(fd: connectionFileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(max(0, min(timeout, 10)) * 1000))
    }

    /// Every event waiting on the connection, without blocking.
    public func pendingEvents() -> [HostEvent] {
        guard !isClosed else { return [] }
        var events: [HostEvent] = []
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            let taken = inputMethod?.filter(&event) == true
            if !taken, let translated = translate(&event) { events.append(translated) }
            if let inputMethod { events += inputMethod.takeChanges().map { .textInput($0) } }
        }
        dragTarget.poll()
        return events
    }

    private func translate(_ event: inout XEvent) -> HostEvent? {
        if event.type == GenericEvent { return smoothScrolling?.translate(&event) }
        if settingsWatcher.handle(event) { return settingsScaleChange() }
        switch event.type {
        case ButtonPress where (4...7).contains(event.xbutton.button) && smoothScrolling?.ignoresCoreWheel == true:
            return nil
        case ButtonPress where (4...7).contains(event.xbutton.button):
            // The core protocol's wheel: buttons 4 and 5 scroll up and down, 6 and 7 left and right.
            let button = event.xbutton.button
            let dx: Double = button == 6 ? -1 : button == 7 ? 1 : 0
            let dy: Double = button == 4 ? -1 : button == 5 ? 1 : 0
            return .scroll(dx: dx, dy: dy, x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ButtonPress where event.xbutton.button == UInt32(Button1):
            return .pointer(phase: .down, x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ButtonPress where event.xbutton.button == UInt32(Button2):
            return .middleClick(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ButtonPress where event.xbutton.button == UInt32(Button3):
            return .secondaryClick(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ButtonRelease where event.xbutton.button == UInt32(Button1):
            return .pointer(phase: .up, x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case MotionNotify where event.xmotion.state & UInt32(Button1Mask) != 0:
            return .pointer(phase: .moved, x: Int(event.xmotion.x), y: Int(event.xmotion.y))
        case MotionNotify:
            return .hover(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
        case LeaveNotify:
            return .pointerLeft
        case ConfigureNotify where event.xconfigure.window == window:
            let width = Int(event.xconfigure.width), height = Int(event.xconfigure.height)
            guard width != pixelWidth || height != pixelHeight, width > 0, height > 0 else { return nil }
            pixelWidth = width
            pixelHeight = height
            return .resized(width: width, height: height)
        case Expose where event.xexpose.count == 0:
            return .exposed
        case KeyPress where event.xkey.keycode == 0:
            // What the input method commits comes as a key press without a key.
            return inputMethod?.committedText(&event.xkey).map { .textInput(HostTextInputChange(commit: $0)) }
        case KeyPress:
            return keyboard?.press(for: event.xkey).map { .key($0) }
        case FocusIn, FocusOut:
            return focusChange(event.xfocus)
        case ClientMessage where dragTarget.isDragMessage(event.xclient):
            return dragTarget.handle(event.xclient).map { .drag($0) }
        case ClientMessage where dragSource.isAnswer(event.xclient):
            dragSource.handle(event.xclient)
            return nil
        case ClientMessage where Atom(event.xclient.data.l.0) == deleteAtom:
            return .closeRequested
        case SelectionRequest:
            selection(named: event.xselectionrequest.selection)?.answer(event.xselectionrequest)
            return nil
        case SelectionClear:
            selection(named: event.xselectionclear.selection)?.ownershipLost()
            return nil
        case SelectionNotify:
            selection(named: event.xselection.selection)?.selectionArrived(event.xselection)
            return nil
        case PropertyNotify:
            windowStateMayHaveChanged(event.xproperty)
            clipboard.propertyChanged(event.xproperty)
            primary.propertyChanged(event.xproperty)
            dragSelection.propertyChanged(event.xproperty)
            return nil
        case let type where fixesEventBase.map({ type == $0 + XFixesSelectionNotify }) == true:
            let notice = withUnsafePointer(to: &event) { $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { $0.pointee } }
            selection(named: notice.selection)?.ownerChanged(to: notice.owner)
            return nil
        default:
            return nil
        }
    }

    // MARK: Clipboard

    /// What CLIPBOARD holds: the app's own, or what has loaded of another app's (loading
    /// starts when it copies, so this never waits).
    public func clipboardContents() -> [String: Data]? {
        guard !isClosed else { return nil }
        return clipboard.currentContents
    }

    /// CLIPBOARD's text, as far as it has loaded.
    public func readClipboard() -> String? {
        clipboardContents()?[HostClipboardType.text].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Takes CLIPBOARD with one item in several representations, by MIME type.
    public func writeClipboard(contents: [String: Data]) {
        guard !isClosed else { return }
        clipboard.write(contents)
    }

    /// Takes CLIPBOARD with `text`, for other applications to paste.
    public func writeClipboard(_ text: String) {
        writeClipboard(contents: [HostClipboardType.text: Data(text.utf8)])
    }

    /// PRIMARY's text, as far as it has loaded.
    public func primarySelectionText() -> String? {
        guard !isClosed else { return nil }
        return primary.currentContents?[HostClipboardType.text].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Takes PRIMARY with `text`.
    public func setPrimarySelection(_ text: String) {
        guard !isClosed else { return }
        primary.write([HostClipboardType.text: Data(text.utf8)])
    }

    /// A new scale when the desktop's settings changed it (the user chose another scale, or
    /// a settings manager started); the window keeps its size in points.
    private func settingsScaleChange() -> HostEvent? {
        guard let newScale = settingsWatcher.settings?.scale, newScale != settingsScale else { return nil }
        settingsScale = newScale
        guard newScale != scale else { return nil }
        // The same size in points at the new scale; the server's configure notice says so.
        let width = max(1, min(16384, Int((Double(pixelWidth) * newScale / scale).rounded())))
        let height = max(1, min(16384, Int((Double(pixelHeight) * newScale / scale).rounded())))
        scale = newScale
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        return .scaleChanged(newScale)
    }

    /// The input method composes only in a focused window.
    func inputMethodFocusChanged(_ focused: Bool) {
        inputMethod?.windowFocusChanged(focused, textInputFocused: textInputState != nil)
    }

    /// Tells the input method about the focused text input: it composes only while one is
    /// focused, and shows its candidates at the caret.
    public func setTextInput(_ state: HostTextInputState?) {
        guard !isClosed, state != textInputState else { return }
        textInputState = state
        inputMethod?.textInputChanged(state, windowFocused: hasFocus)
    }

    private func selection(named atom: Atom) -> X11Clipboard? {
        [clipboard, primary, dragSelection].first { $0.selectionAtom == atom }
    }

    // MARK: Frames

    /// Copies the device-pixel rectangle `rect` of `frame` (premultiplied RGBA, rows top
    /// first) to the same place in the window.
    public func present(_ frame: HostFrame, rect: HostPixelRect) {
        guard !isClosed else { return }
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(rect.x + rect.width, frame.width, pixelWidth), y1 = min(rect.y + rect.height, frame.height, pixelHeight)
        guard x1 > x0, y1 > y0 else { return }
        let surface = surfaceFitting(width: frame.width, height: frame.height)
        convert(frame, into: surface, x0: x0, y0: y0, x1: x1, y1: y1)
        if surface.segment != nil {
            XShmPutImage(display, window, gc, surface.image, Int32(x0), Int32(y0), Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0), 0)
        } else {
            XPutImage(display, window, gc, surface.image, Int32(x0), Int32(y0), Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0))
        }
        XFlush(display)
    }

    /// Waits until the server has drawn everything sent so far.
    public func synchronize() {
        guard !isClosed else { return }
        XSync(display, 0)
    }

    /// The window's pixels as the server holds them, as premultiplied RGBA rows top first:
    /// what a screenshot would show. For tests that compare the window with a headless render.
    public func readBack() -> [UInt32] {
        guard !isClosed, let image = XGetImage(display, window, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), ~0, ZPixmap)
        else { return [] }
        defer { openuikit_destroy_image(image) }
        var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let p = UInt32(truncatingIfNeeded: openuikit_get_pixel(image, Int32(x), Int32(y)))
                let r = (p >> redShift) & 0xFF, g = (p >> greenShift) & 0xFF, b = (p >> blueShift) & 0xFF
                pixels[y * pixelWidth + x] = r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
        return pixels
    }

    /// What the server shows in the window now, as an image (after the server has drawn
    /// everything sent): for tests comparing the window with a headless render.
    public func screenImage() -> CGImage? {
        synchronize()
        let pixels = readBack()
        guard !pixels.isEmpty else { return nil }
        let data = pixels.withUnsafeBufferPointer { Data(buffer: $0) }
        guard let provider = CGDataProvider(data: data) else { return nil }
        return CGImage(
            width: pixelWidth, height: pixelHeight, bitsPerComponent: 8, bitsPerPixel: 32,
            bytesPerRow: pixelWidth * 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: provider, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent)
    }

    /// The connection's descriptor: readable when events wait.
    public var eventFileDescriptor: Int32? { isClosed ? nil : connectionFileDescriptor }

    /// Sets the window's title: `_NET_WM_NAME` in UTF-8 for today's window managers, and
    /// `WM_NAME` for older ones.
    public func setTitle(_ title: String) {
        guard !isClosed else { return }
        storeTitle(title)
        XFlush(display)
    }

    private func storeTitle(_ title: String) {
        XStoreName(display, window, title)
        let bytes = Array(title.utf8)
        XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_NAME", 0), XInternAtom(display, "UTF8_STRING", 0), 8, PropModeReplace,
            bytes, Int32(bytes.count))
    }

    /// `WM_CLASS`, which desktops group windows by and find the app's icon with: the app's
    /// name as instance, capitalised as class.
    private func storeClass(_ name: String) {
        guard let hint = XAllocClassHint() else { return }
        defer { XFree(hint) }
        let className = name.prefix(1).uppercased() + name.dropFirst()
        name.withCString { instance in
            className.withCString { type in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: instance)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: type)
                XSetClassHint(display, window, hint)
            }
        }
    }

    /// The window's `WM_CLASS` (instance, class) as the server holds it: for tests.
    public func windowClass() -> (instance: String, class: String)? {
        guard !isClosed, let hint = XAllocClassHint() else { return nil }
        defer { XFree(hint) }
        guard XGetClassHint(display, window, hint) != 0 else { return nil }
        defer {
            if let name = hint.pointee.res_name { XFree(name) }
            if let type = hint.pointee.res_class { XFree(type) }
        }
        return (hint.pointee.res_name.map { String(cString: $0) } ?? "", hint.pointee.res_class.map { String(cString: $0) } ?? "")
    }

    /// Sets `WM_NORMAL_HINTS` minimum and maximum sizes; window managers honour them when
    /// the user resizes (a bare server has no window manager and ignores them).
    public func setSizeLimits(minimum: HostPixelSize?, maximum: HostPixelSize?) {
        guard !isClosed, let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        if let minimum {
            hints.pointee.flags |= PMinSize
            hints.pointee.min_width = Int32(clamping: max(1, minimum.width))
            hints.pointee.min_height = Int32(clamping: max(1, minimum.height))
        }
        if let maximum {
            hints.pointee.flags |= PMaxSize
            hints.pointee.max_width = Int32(clamping: max(1, maximum.width))
            hints.pointee.max_height = Int32(clamping: max(1, maximum.height))
        }
        XSetWMNormalHints(display, window, hints)
        XFlush(display)
    }

    /// The size limits the window carries now, as the window manager reads them: for tests.
    public func sizeLimits() -> (minimum: HostPixelSize?, maximum: HostPixelSize?) {
        guard !isClosed, let hints = XAllocSizeHints() else { return (nil, nil) }
        defer { XFree(hints) }
        var supplied = 0
        guard XGetWMNormalHints(display, window, hints, &supplied) != 0 else { return (nil, nil) }
        let flags = hints.pointee.flags
        let minimum = flags & PMinSize != 0 ? HostPixelSize(width: Int(hints.pointee.min_width), height: Int(hints.pointee.min_height)) : nil
        let maximum = flags & PMaxSize != 0 ? HostPixelSize(width: Int(hints.pointee.max_width), height: Int(hints.pointee.max_height)) : nil
        return (minimum, maximum)
    }

    /// The window's title as the server holds it (`_NET_WM_NAME`, else `WM_NAME`): for tests.
    public func title() -> String? {
        guard !isClosed else { return nil }
        if let title = utf8Property("_NET_WM_NAME") { return title }
        var name: UnsafeMutablePointer<CChar>?
        guard XFetchName(display, window, &name) != 0, let name else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// A UTF8_STRING property of the window.
    private func utf8Property(_ name: String) -> String? {
        guard let value = X11Property.read(XInternAtom(display, name, 0), of: window, display: display,
                                           type: XInternAtom(display, "UTF8_STRING", 0), longs: 1 << 16),
              value.format == 8
        else { return nil }
        return String(decoding: value.bytes, as: UTF8.self)
    }

    /// Releases the window and the connection; later calls do nothing.
    public func close() {
        guard !isClosed else { return }
        clipboard.handOverToClipboardManager()
        inputMethod?.close()
        inputMethod = nil
        isClosed = true
        surface?.release(display: display)
        surface = nil
        XFreeGC(display, gc)
        XDestroyWindow(display, window)
        XSync(display, 0)
        XCloseDisplay(display)
    }

    // MARK: The image frames go through

    /// An XImage the size of the frame, in shared memory when possible.
    private final class Surface {
        let image: UnsafeMutablePointer<XImage>
        let width: Int, height: Int
        /// The shared segment; on the heap because the image keeps a pointer to it.
        let segment: UnsafeMutablePointer<XShmSegmentInfo>?

        init(image: UnsafeMutablePointer<XImage>, width: Int, height: Int, segment: UnsafeMutablePointer<XShmSegmentInfo>?) {
            self.image = image
            self.width = width
            self.height = height
            self.segment = segment
        }

        func release(display: OpaquePointer) {
            if let segment {
                XShmDetach(display, segment)
                XSync(display, 0)
                shmdt(segment.pointee.shmaddr)
                image.pointee.data = nil
                openuikit_destroy_image(image)
                segment.deallocate()
            } else {
                openuikit_destroy_image(image)
            }
        }
    }

    private func surfaceFitting(width: Int, height: Int) -> Surface {
        if let surface, surface.width == width, surface.height == height { return surface }
        surface?.release(display: display)
        let made = makeSharedSurface(width: width, height: height) ?? makeClientSurface(width: width, height: height)
        surface = made
        return made
    }

    private func makeSharedSurface(width: Int, height: Int) -> Surface? {
        // OPENUIKIT_X11_NO_SHM=1 sends frames over the socket, as to a remote display.
        guard XShmQueryExtension(display) != 0, ProcessInfo.processInfo.environment["OPENUIKIT_X11_NO_SHM"] != "1" else { return nil }
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        func giveUp(_ image: UnsafeMutablePointer<XImage>?) -> Surface? {
            if let image {
                image.pointee.data = nil
                openuikit_destroy_image(image)
            }
            segment.deallocate()
            return nil
        }
        guard let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(width), UInt32(height))
        else { return giveUp(nil) }
        let bytes = Int(image.pointee.bytes_per_line) * height
        segment.pointee.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard segment.pointee.shmid >= 0 else { return giveUp(image) }
        guard let address = shmat(segment.pointee.shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(segment.pointee.shmid, IPC_RMID, nil)
            return giveUp(image)
        }
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        image.pointee.data = segment.pointee.shmaddr
        _ = openuikit_take_x_error()
        let attached = XShmAttach(display, segment) != 0
        XSync(display, 0)
        // Marked for removal now: the segment goes away with the last detach, even on a crash.
        shmctl(segment.pointee.shmid, IPC_RMID, nil)
        guard attached, openuikit_take_x_error() == 0 else {
            shmdt(address)
            return giveUp(image)
        }
        return Surface(image: image, width: width, height: height, segment: segment)
    }

    private func makeClientSurface(width: Int, height: Int) -> Surface {
        let bytesPerLine = width * 4
        // XDestroyImage frees the data with free(): it must come from malloc.
        let data = malloc(bytesPerLine * height)!.assumingMemoryBound(to: CChar.self)
        let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, data, UInt32(width), UInt32(height), 32, Int32(bytesPerLine))!
        return Surface(image: image, width: width, height: height, segment: nil)
    }

    /// Premultiplied RGBA (red in the low byte) to the server's channel order, over black.
    private func convert(_ frame: HostFrame, into surface: Surface, x0: Int, y0: Int, x1: Int, y1: Int) {
        let destinationStride = Int(surface.image.pointee.bytes_per_line) / 4
        let destination = UnsafeMutableRawPointer(surface.image.pointee.data!).assumingMemoryBound(to: UInt32.self)
        let rs = redShift, gs = greenShift, bs = blueShift
        for y in y0..<y1 {
            let source = frame.base + y * frame.stride
            let target = destination + y * destinationStride
            for x in x0..<x1 {
                let p = source[x]
                target[x] = (p & 0xFF) << rs | ((p >> 8) & 0xFF) << gs | ((p >> 16) & 0xFF) << bs
            }
        }
    }
}
