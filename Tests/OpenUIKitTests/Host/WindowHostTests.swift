import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenSwiftUI
@testable import OpenUIKitX11
import OpenUIKitXKB
import Testing

/// A real X11 window, under the display in `DISPLAY` or a private Xvfb.
@MainActor
@Suite("Window host on X11", .serialized, .enabled(if: XvfbServer.displayName != nil, "needs DISPLAY or Xvfb"))
struct WindowHostTests {
    private let display = XvfbServer.displayName
    private var environment: [String: String] { ["DISPLAY": display ?? ""] }

    private func x11(_ host: WindowHost) -> X11Window { host.surface as! X11Window }

    private func scene() -> (UIWindow, UIButton, () -> Int) { HostTestScene.make() }

    /// A second client that talks to the server about the host's window, as a window
    /// manager or the user would.
    private func withClient(_ body: (OpaquePointer) -> Void) {
        guard let client = XOpenDisplay(display) else {
            Issue.record("cannot open a second connection")
            return
        }
        body(client)
        XFlush(client)
        XCloseDisplay(client)
    }

    private func click(_ host: WindowHost, at point: CGPoint) {
        withClient { client in
            for type in [ButtonPress, ButtonRelease] {
                var event = XEvent()
                event.xbutton.type = type
                event.xbutton.window = Window(x11(host).identifier)
                event.xbutton.x = Int32(point.x)
                event.xbutton.y = Int32(point.y)
                event.xbutton.button = UInt32(Button1)
                event.xbutton.same_screen = 1
                let mask = type == ButtonPress ? ButtonPressMask : ButtonReleaseMask
                XSendEvent(client, Window(x11(host).identifier), 0, mask, &event)
            }
        }
    }

    /// Sends a pointer event to the host's window: a press, a release or a motion with
    /// `state`'s buttons held.
    private func sendPointer(_ host: WindowHost, _ type: Int32, button: UInt32, at point: CGPoint, state: UInt32 = 0) {
        let target = Window(x11(host).identifier)
        withClient { client in
            var event = XEvent()
            if type == MotionNotify {
                event.xmotion.type = type
                event.xmotion.window = target
                event.xmotion.x = Int32(point.x)
                event.xmotion.y = Int32(point.y)
                event.xmotion.state = state
                event.xmotion.same_screen = 1
            } else {
                event.xbutton.type = type
                event.xbutton.window = target
                event.xbutton.x = Int32(point.x)
                event.xbutton.y = Int32(point.y)
                event.xbutton.button = button
                event.xbutton.same_screen = 1
            }
            let mask = type == MotionNotify ? PointerMotionMask : (type == ButtonPress ? ButtonPressMask : ButtonReleaseMask)
            XSendEvent(client, target, 0, mask, &event)
        }
    }

    /// Processes events until `done` holds (bounded: about 5 s of waiting).
    private func pump(_ host: WindowHost, until done: () -> Bool) {
        for _ in 0..<50 {
            if done() { break }
            host.surface.waitForEvents(timeout: 0.1)
            host.processEvents()
        }
    }

    @Test func theWindowShowsWhatTheHeadlessRenderShows() throws {
        let (window, _, _) = scene()
        let host = try WindowHost(window: window, backend: X11Backend.self, title: "OpenUIKit test", environment: environment)
        defer { host.close() }
        #expect(host.presentFrame())
        let screen = try #require(x11(host).screenImage())
        let headless = try #require(window.renderedImage().cgImage)
        #expect(screen.width == headless.width && screen.height == headless.height)
        var worst = 0
        for y in stride(from: 0, to: headless.height, by: 1) {
            for x in stride(from: 0, to: headless.width, by: 1) {
                let a = screen.rgba(atX: x, y: y), b = headless.rgba(atX: x, y: y)
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            }
        }
        #expect(worst == 0, "the window's pixels are the compositor's")
        // Glass over indigo and white: not a blank window.
        #expect(screen.rgba(atX: 10, y: 50).blue > screen.rgba(atX: 10, y: 50).red)
    }

    @Test func aSwiftUIAppShowsItsWindowGroupInTheWindow() throws {
        let application = StripeApp.launch()
        let window = try #require((application.connectedScenes.first as? UIWindowScene)?.windows.first)
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 120, height: 80), scale: 1)
        window.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        let host = try WindowHost(window: window, backend: X11Backend.self, title: "SwiftUI app", environment: environment)
        defer { host.close() }
        #expect(host.presentFrame())
        let screen = try #require(x11(host).screenImage())
        let left = screen.rgba(atX: 10, y: 40), right = screen.rgba(atX: 110, y: 40)
        #expect(left.red > 200 && left.blue < 60, "the app's red half: \(left)")
        #expect(right.blue > 200 && right.red < 60, "the app's blue half: \(right)")
    }

    @Test func theHostRefreshesAtTheScreensRate() throws {
        let (window, _, _) = scene()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        #expect(MainLoop.refreshInterval(for: nil) == 1.0 / 60, "headless runs stay at 60 Hz")
        guard XvfbServer.isPrivate else {
            // A desktop's own display: read its rate, change nothing.
            if let rate = x11(host).refreshRate { #expect(rate > 20 && rate < 400, "\(rate) Hz") }
            return
        }
        // Xvfb's own mode has no timings, so no rate: the host keeps 60 Hz.
        #expect(x11(host).refreshRate == nil)
        #expect(MainLoop.refreshInterval(for: WindowPresenter(host: host)) == 1.0 / 60)
        // A 120 Hz mode set on the server, as a 120 Hz monitor reports it.
        let restore = try setMode(refreshRate: 120)
        defer { restore() }
        let rate = try #require(x11(host).refreshRate)
        #expect(abs(rate - 120) < 0.01, "\(rate) Hz")
        #expect(abs(MainLoop.refreshInterval(for: WindowPresenter(host: host)) - 1.0 / 120) < 1e-9)
    }

    /// Gives the private server's screen a mode of its current size at `refreshRate`;
    /// returns what puts the old mode back.
    private func setMode(refreshRate: Int) throws -> () -> Void {
        let client = try #require(XOpenDisplay(display))
        let root = XDefaultRootWindow(client)
        let resources = try #require(XRRGetScreenResourcesCurrent(client, root))
        let crtc = try #require(XRRGetCrtcInfo(client, resources, resources.pointee.crtcs[0]))
        let (width, height, oldMode) = (UInt32(crtc.pointee.width), UInt32(crtc.pointee.height), crtc.pointee.mode)
        XRRFreeCrtcInfo(crtc)
        var output = resources.pointee.outputs[0]
        let name = "test-\(width)x\(height)-\(refreshRate)"
        let mode = name.withCString { pointer -> RRMode in
            var info = XRRModeInfo()
            info.width = width
            info.height = height
            info.hTotal = width
            info.vTotal = height
            info.dotClock = UInt(width) * UInt(height) * UInt(refreshRate)
            info.name = UnsafeMutablePointer(mutating: pointer)
            info.nameLength = UInt32(name.utf8.count)
            return XRRCreateMode(client, root, &info)
        }
        XRRAddOutputMode(client, output, mode)
        _ = XRRSetCrtcConfig(client, resources, resources.pointee.crtcs[0], Time(CurrentTime), 0, 0, mode, Rotation(RR_Rotate_0), &output, 1)
        XSync(client, 0)
        return {
            _ = XRRSetCrtcConfig(client, resources, resources.pointee.crtcs[0], Time(CurrentTime), 0, 0, oldMode, Rotation(RR_Rotate_0), &output, 1)
            XRRDeleteOutputMode(client, output, mode)
            XRRDestroyMode(client, mode)
            XSync(client, 0)
            XRRFreeScreenResources(resources)
            XCloseDisplay(client)
        }
    }

    @Test func aClickInTheWindowTapsTheButton() throws {
        let (window, button, taps) = scene()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        click(host, at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        pump(host) { taps() == 1 }
        #expect(taps() == 1)
        // Events arrive in order: had the click beside the button counted, the second
        // click on it would make three.
        click(host, at: CGPoint(x: 5, y: 5))
        click(host, at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        pump(host) { taps() >= 2 }
        #expect(taps() == 2, "a click beside the button does nothing")
    }

    @Test func resizingTheXWindowResizesTheUIWindowAndAnimationFramesArePresented() throws {
        let (window, _, _) = scene()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        withClient { client in XResizeWindow(client, Window(x11(host).identifier), 240, 130) }
        pump(host) { window.bounds.size == CGSize(width: 240, height: 130) }
        #expect(window.bounds.size == CGSize(width: 240, height: 130))
        #expect(host.presentFrame())
        #expect(window.rootViewController?.view.bounds.size == CGSize(width: 240, height: 130), "the scene re-laid out")
        #expect(x11(host).screenImage()?.width == 240)
    }

    @Test func closingTheWindowEndsTheHostAndReleasesTheConnection() throws {
        let descriptorsBefore = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        let (window, _, _) = scene()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        host.presentFrame()
        var asked = 0
        host.onCloseRequest = { asked += 1 }
        withClient { client in
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = Window(x11(host).identifier)
            event.xclient.message_type = XInternAtom(client, "WM_PROTOCOLS", 0)
            event.xclient.format = 32
            event.xclient.data.l.0 = Int(XInternAtom(client, "WM_DELETE_WINDOW", 0))
            XSendEvent(client, Window(x11(host).identifier), 0, 0, &event)
        }
        pump(host) { host.isClosed }
        #expect(asked == 1 && host.isClosed)
        #expect(!host.presentFrame(), "a closed host draws nothing")
        let descriptorsAfter = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
        #expect(descriptorsAfter <= descriptorsBefore, "the X connection is closed")
    }

    @Test func keysTypedInTheWindowReachTheFirstResponder() throws {
        let (window, _, _) = scene()
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(field)
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        host.presentFrame()
        // The first tab focuses the scene's button, the second the field.
        sendKeys([KeySym(XK_Tab), KeySym(XK_Tab), KeySym(XK_Return)], to: host)
        pump(host) { !field.keys.isEmpty }
        #expect(field.isFirstResponder, "tab moved focus past the button to the field")
        #expect(field.keys == [.keyboardReturnOrEnter])
    }

    /// Key presses for keysyms as the server's keymap types them (with shift where the
    /// keysym is on the key's second level), sent to the host's window by a second client.
    private func sendKeys(_ symbols: [KeySym], to host: WindowHost) {
        withClient { client in
            for symbol in symbols {
                let keycode = XKeysymToKeycode(client, symbol)
                guard keycode != 0 else { continue }
                var perKeycode: Int32 = 0
                let mapping = XGetKeyboardMapping(client, keycode, 1, &perKeycode)
                let shifted = mapping.map { $0[0] != symbol } ?? false
                if let mapping { XFree(mapping) }
                var event = XEvent()
                event.xkey.type = KeyPress
                event.xkey.window = Window(x11(host).identifier)
                event.xkey.keycode = UInt32(keycode)
                event.xkey.state = shifted ? UInt32(ShiftMask) : 0
                event.xkey.same_screen = 1
                XSendEvent(client, Window(x11(host).identifier), 0, KeyPressMask, &event)
            }
        }
    }

    /// Types `text` (Latin-1 characters, whose keysyms are their code points).
    private func type(_ text: String, into host: WindowHost) {
        sendKeys(text.unicodeScalars.map { KeySym($0.value) }, to: host)
    }

    @Test func typingInTheWindowEditsATextField() throws {
        let (window, _, _) = scene()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        window.addSubview(field)
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        host.presentFrame()
        field.becomeFirstResponder()
        type("Hi, X11!", into: host)
        pump(host) { field.text == "Hi, X11!" }
        #expect(field.text == "Hi, X11!", "the server's keymap, read with xkbcommon, typed every character")
    }

    @Test func deadKeysComposeThroughTheLocalesTable() throws {
        guard let display = XOpenDisplay(display) else {
            Issue.record("no display")
            return
        }
        defer { XCloseDisplay(display) }
        let keyboard = try #require(X11Keyboard.open(display: display, locale: "en_US.UTF-8"))
        // dead_acute, then e: é. A plain letter is no sequence.
        #expect(keyboard.compose(0xFE51) == .composing)
        #expect(keyboard.compose(0x65) == .composed("é"))
        #expect(keyboard.compose(0x65) == .none)
        #expect(XKBKeyboard.hidUsage(evdev: 30) == 0x04, "evdev's A is HID's A")
        #expect(XKBKeyboard.hidUsage(evdev: 500) == nil)
    }

    @Test func theWheelInTheWindowScrollsAScrollView() throws {
        let (window, _, _) = scene()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 160, height: 1000)
        window.addSubview(scroll)
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        withClient { client in
            for _ in 0..<2 {
                var event = XEvent()
                event.xbutton.type = ButtonPress
                event.xbutton.window = Window(x11(host).identifier)
                event.xbutton.x = 80
                event.xbutton.y = 50
                event.xbutton.button = 5
                event.xbutton.same_screen = 1
                XSendEvent(client, Window(x11(host).identifier), 0, ButtonPressMask, &event)
            }
        }
        pump(host) { scroll.contentOffset.y >= 80 }
        #expect(scroll.contentOffset.y == 80, "two wheel steps down, 40 points each")
    }

    /// A list in the window: the wheel scrolls it (new rows appear), a drag with the button
    /// held scrolls it, a click selects the row under the pointer.
    @Test func theWheelDragAndClickWorkOnACollectionView() throws {
        final class Selection: NSObject, UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let (window, _, _) = scene()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let selection = Selection()
        collectionView.delegate = selection
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        func send(_ type: Int32, button: UInt32, at point: CGPoint, state: UInt32 = 0) {
            sendPointer(host, type, button: button, at: point, state: state)
        }
        for _ in 0..<3 { send(ButtonPress, button: 5, at: CGPoint(x: 80, y: 50)) }
        pump(host) { collectionView.contentOffset.y >= 120 }
        #expect(collectionView.contentOffset.y == 120, "three wheel steps down")
        host.processEvents()
        window.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first.map { $0.item >= 1 } == true, "rows above scrolled away")

        let before = collectionView.contentOffset.y
        send(ButtonPress, button: UInt32(Button1), at: CGPoint(x: 80, y: 90))
        for step in 1...6 { send(MotionNotify, button: 0, at: CGPoint(x: 80, y: 90 - CGFloat(step) * 10), state: UInt32(Button1Mask)) }
        // Six 10-point moves; while the button is down the content has followed 20 of the 60
        // points by the time the events are processed (see the session 11 note).
        pump(host) { collectionView.contentOffset.y >= before + 15 }
        send(ButtonRelease, button: UInt32(Button1), at: CGPoint(x: 80, y: 30))
        pump(host) { !collectionView.isDragging }
        #expect(collectionView.contentOffset.y > before + 30, "the drag moved the list: \(before) → \(collectionView.contentOffset.y)")
        #expect(selection.selected.isEmpty, "a drag does not select")

        collectionView.setContentOffset(.zero, animated: false)
        window.layoutIfNeeded()
        click(host, at: CGPoint(x: 80, y: 70))
        pump(host) { !selection.selected.isEmpty }
        #expect(selection.selected == [IndexPath(item: 1, section: 0)], "the second row (44–88) is under the click")
    }

    /// SwiftUI gestures in the window: a click taps, a drag with the button held drags.
    @Test func theMouseDrivesSwiftUIGestures() throws {
        final class Record {
            var taps = 0
            var dragged: CGSize?
        }
        let record = Record()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIHostingController(rootView: HStack(spacing: 20) {
            Color.red.frame(width: 40, height: 40).onTapGesture { record.taps += 1 }
            Color.blue.frame(width: 40, height: 40).gesture(DragGesture().onEnded { record.dragged = $0.translation })
        })
        window.makeKeyAndVisible()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        // The pair is centred: red at 30–70, blue at 90–130, both 30–70 high.
        click(host, at: CGPoint(x: 50, y: 50))
        pump(host) { record.taps == 1 }
        #expect(record.taps == 1)
        sendPointer(host, ButtonPress, button: UInt32(Button1), at: CGPoint(x: 110, y: 50))
        for step in 1...5 { sendPointer(host, MotionNotify, button: 0, at: CGPoint(x: 110 + CGFloat(step) * 6, y: 50), state: UInt32(Button1Mask)) }
        sendPointer(host, ButtonRelease, button: UInt32(Button1), at: CGPoint(x: 140, y: 50))
        pump(host) { record.dragged != nil }
        #expect(record.dragged == CGSize(width: 30, height: 0))
        #expect(record.taps == 1, "the drag is not a tap")
    }

    @Test func windowsAreScaledToFitTheDisplay() throws {
        // Pure: an iPhone-sized window at 3x on common monitors.
        let phone = CGSize(width: 402, height: 874)
        #expect(MainLoop.fittingScale(points: phone, preferred: 3, displayPixels: CGSize(width: 3840, height: 2160)) == 2)
        #expect(MainLoop.fittingScale(points: phone, preferred: 3, displayPixels: CGSize(width: 1920, height: 1080)) == 1)
        #expect(MainLoop.fittingScale(points: phone, preferred: 3, displayPixels: CGSize(width: 5000, height: 4000)) == 3)
        #expect(MainLoop.fittingScale(points: phone, preferred: .nan, displayPixels: CGSize(width: 1920, height: 1080)) == 1)
        // Against the test display (1024×768 when it is our Xvfb).
        let size = try #require(X11Window.displaySize(displayName: display))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        let expected = MainLoop.fittingScale(points: window.bounds.size, preferred: 3, displayPixels: size)
        MainLoop.fitToDisplay(window, backend: X11Backend.self, environment: ["DISPLAY": display ?? ""])
        #expect(window.screen.scale == expected)
        if size == CGSize(width: 1024, height: 768) { #expect(expected == 2, "900 pixels would not fit in 768") }
        MainLoop.fitToDisplay(window, backend: X11Backend.self, environment: ["OPENUIKIT_SCALE": "2"])
        #expect(window.screen.scale == 2)
    }

    @Test func aMissingDisplayIsAClearError() {
        let (window, _, _) = scene()
        #expect(throws: (any Error).self) { try WindowHost(window: window, backend: X11Backend.self, environment: ["DISPLAY": ":4242"]) }
    }

    @Test func theDesktopsScaleComesFromGDKScaleOrXftDPI() throws {
        #expect(X11Backend.preferredScale(environment: ["DISPLAY": display ?? "", "GDK_SCALE": "2"]) == 2)
        #expect(X11Window.dpi(inResources: "Xcursor.size:\t24\nXft.dpi:\t144\n") == 144)
        #expect(X11Window.dpi(inResources: "Xft.dpi: nonsense\nXft.dpi:\t-5") == nil)
        guard XvfbServer.isPrivate else { return }
        // The desktop loads Xft.dpi into the resource database (as xrdb does): 1.5x.
        withClient { client in
            let resources = Array("Xft.dpi:\t144\n".utf8)
            XChangeProperty(client, XDefaultRootWindow(client), XInternAtom(client, "RESOURCE_MANAGER", 0), XA_STRING, 8, PropModeReplace, resources, Int32(resources.count))
        }
        defer { withClient { client in XDeleteProperty(client, XDefaultRootWindow(client), XInternAtom(client, "RESOURCE_MANAGER", 0)) } }
        #expect(X11Backend.preferredScale(environment: environment) == 1.5)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        MainLoop.fitToDisplay(window, backend: X11Backend.self, environment: environment)
        #expect(window.screen.scale == 1.5, "the window takes the desktop's scale")
    }

    @Test func theSceneTitleAndSizeRestrictionsReachTheWindowSystem() throws {
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)), connectionOptions: UIScene.ConnectionOptions())
        scene.title = "Invoices"
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        #expect(x11(host).title() == "Invoices", "the window opens with the scene's title")
        scene.title = "Invoices — March"
        scene.sizeRestrictions?.minimumSize = CGSize(width: 120, height: 80)
        scene.sizeRestrictions?.maximumSize = CGSize(width: 400, height: 300)
        host.presentFrame()
        #expect(x11(host).title() == "Invoices — March")
        scene.title = "請求書 ✓"
        host.presentFrame()
        #expect(x11(host).title() == "請求書 ✓", "titles are UTF-8 (_NET_WM_NAME)")
        let windowClass = try #require(x11(host).windowClass())
        #expect(windowClass.instance == ProcessInfo.processInfo.processName && windowClass.class.first?.isUppercase == true)
        let limits = x11(host).sizeLimits()
        #expect(limits.minimum == HostPixelSize(width: 120, height: 80))
        #expect(limits.maximum == HostPixelSize(width: 400, height: 300))
    }

    @Test func aSceneThatMayNotGoFullScreenAsksTheWindowManagerOutOfIt() throws {
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)), connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        scene.sizeRestrictions?.allowsFullScreen = false
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        defer { host.close() }
        host.presentFrame()
        // The test plays the window manager: it hears requests sent to the root window and
        // sets the window's state as a window manager would.
        let manager = try #require(XOpenDisplay(display))
        defer { XCloseDisplay(manager) }
        let root = XDefaultRootWindow(manager), appWindow = x11(host).window
        XSelectInput(manager, root, SubstructureNotifyMask)
        let state = XInternAtom(manager, "_NET_WM_STATE", 0), fullScreen = XInternAtom(manager, "_NET_WM_STATE_FULLSCREEN", 0)
        func setState(_ atoms: [Atom]) {
            var values = atoms.map { CLong(bitPattern: UInt($0)) }
            values.withUnsafeMutableBytes { raw in
                _ = XChangeProperty(manager, appWindow, state, Atom(XA_ATOM), 32, PropModeReplace,
                                    raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(atoms.count))
            }
            XSync(manager, 0)
        }
        /// The state changes the window asks of the window manager, over `rounds` rounds.
        func requests(rounds: Int, until done: ([(CLong, Atom)]) -> Bool) -> [(CLong, Atom)] {
            var heard: [(CLong, Atom)] = []
            for _ in 0..<rounds where !done(heard) {
                host.surface.waitForEvents(timeout: 0.01)
                host.processEvents()
                while XPending(manager) > 0 {
                    var event = XEvent()
                    XNextEvent(manager, &event)
                    guard event.type == ClientMessage, event.xclient.window == appWindow, event.xclient.message_type == state else { continue }
                    heard.append((event.xclient.data.l.0, Atom(UInt(bitPattern: event.xclient.data.l.1))))
                }
            }
            return heard
        }
        setState([fullScreen])
        let asked = requests(rounds: 500) { !$0.isEmpty }
        #expect(asked.count == 1 && asked.first?.0 == 0 && asked.first?.1 == fullScreen, "remove full screen")

        scene.sizeRestrictions?.allowsFullScreen = true
        host.presentFrame()
        setState([])
        setState([fullScreen])
        #expect(requests(rounds: 30) { !$0.isEmpty }.isEmpty, "allowed again: full screen stays")
    }
}

/// A SwiftUI app of two colour halves.
private struct StripeApp: App {
    var body: some Scene {
        WindowGroup {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0)
                Color(red: 0, green: 0, blue: 1)
            }
        }
    }
}
