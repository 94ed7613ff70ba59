import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitWayland
import Testing

/// Real Wayland windows under a private headless sway: frames, input from the compositor's
/// seat, the output's scale, closing.
@MainActor
@Suite("Window host on Wayland", .serialized, .enabled(if: SwayCompositor.shared != nil, "needs sway"))
struct WaylandHostTests {
    let compositor = SwayCompositor.shared!
    private var environment: [String: String] { compositor.environment }

    func wayland(_ host: WindowHost) -> WaylandWindow { host.surface as! WaylandWindow }

    private func scene() -> (UIWindow, UIButton, () -> Int) { HostTestScene.make() }

    /// Runs the host as the main loop does (events, then a frame when the compositor is
    /// ready) until `done`, for at most `seconds`.
    func pump(_ host: WindowHost, seconds: Double = 5, until done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !done(), ContinuousClock.now < deadline, !host.isClosed {
            host.surface.waitForEvents(timeout: 0.02)
            host.processEvents()
            host.presentFrame()
        }
    }

    /// Runs the host until the compositor has shown the last frame it was sent.
    private func settle(_ host: WindowHost) {
        host.presentFrame()
        pump(host) { host.surface.isReadyForFrame }
    }

    /// Where sway shows the window titled `title`, in output pixels.
    func rect(of title: String) -> CGRect? {
        compositor.windowRects().first { $0.name == title }?.rect
    }

    func open(_ window: UIWindow, title: String) throws -> WindowHost {
        let host = try WindowHost(window: window, backend: WaylandBackend.self, title: title, environment: environment)
        pump(host) { rect(of: title).map { $0.width > 0 } ?? false }
        return host
    }

    /// Presses and releases the pointer's first button at `point` of the window titled `title`.
    private func click(_ title: String, at point: CGPoint, button: Int = 1) {
        guard let frame = rect(of: title) else { return }
        compositor.click(at: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y), button: button)
    }

    @Test func theWindowShowsWhatTheHeadlessRenderShows() throws {
        let (window, _, _) = scene()
        let host = try open(window, title: "frames")
        defer { host.close() }
        let frame = try #require(rect(of: "frames"))
        #expect(frame.size == CGSize(width: 160, height: 100), "a floating window keeps the size it asked for")
        settle(host)
        // The compositor draws the window on its next output frame.
        let screen = try #require(screenshotOnce(seconds: 5) { $0.rgba(atX: Int(frame.minX) + 10, y: Int(frame.minY) + 50).blue > 150 })
        let headless = try #require(window.renderedImage().cgImage)
        var worst = 0
        for y in 0..<headless.height {
            for x in 0..<headless.width {
                let a = screen.rgba(atX: Int(frame.minX) + x, y: Int(frame.minY) + y), b = headless.rgba(atX: x, y: y)
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            }
        }
        #expect(worst == 0, "the compositor shows the window's pixels as they are")
        #expect(screen.rgba(atX: Int(frame.minX) + 10, y: Int(frame.minY) + 50).blue > 150, "the indigo stripe")
        lookAt(screen, name: "wayland-frames")
    }

    @Test func theTitleAndAppIDReachTheCompositor() throws {
        let (window, _, _) = scene()
        let host = try open(window, title: "First title")
        defer { host.close() }
        host.surface.setTitle("Ünïcödé — 标题 ✓")
        pump(host) { rect(of: "Ünïcödé — 标题 ✓") != nil }
        #expect(rect(of: "Ünïcödé — 标题 ✓") != nil, "titles are UTF-8")
        let shown = compositor.windowRects().first { $0.name == "Ünïcödé — 标题 ✓" }
        #expect(shown?.appID == ProcessInfo.processInfo.processName, "the app id is the app's name")
    }

    @Test func aClickTapsTheButton() throws {
        let (window, button, taps) = scene()
        let host = try open(window, title: "click")
        defer { host.close() }
        click("click", at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        pump(host) { taps() == 1 }
        #expect(taps() == 1)
        click("click", at: CGPoint(x: 5, y: 5))
        click("click", at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        pump(host) { taps() >= 2 }
        #expect(taps() == 2, "a click beside the button does nothing")
    }

    @Test func typingReachesATextField() throws {
        let (window, _, _) = scene()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        window.addSubview(field)
        let host = try open(window, title: "typing")
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        field.becomeFirstResponder()
        pump(host) { wayland(host).isActive }
        #expect(wayland(host).isActive, "a new window has the keyboard")
        compositor.type("Hi, Wayland!")
        pump(host) { field.text == "Hi, Wayland!" }
        #expect(field.text == "Hi, Wayland!", "the compositor's keymap, read with xkbcommon, typed every character")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: SwayCompositor.inputMethodPath)))
    func anInputMethodComposesAndCommitsInATextField() throws {
        let (window, _, _) = scene()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        window.addSubview(field)
        let host = try open(window, title: "input method")
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        field.becomeFirstResponder()
        pump(host) { wayland(host).isActive }
        let method = try #require(compositor.startInputMethod())
        defer {
            // Gone before the next test focuses a text input, which it would type into (it
            // does not end on SIGTERM while its event loop waits).
            kill(method.processIdentifier, SIGKILL)
            method.waitUntilExit()
        }
        var states: [String] = []
        func record() {
            let marked = field.markedTextRange.flatMap { field.text(in: $0) }
            let state = "\(field.text ?? "")|\(marked ?? "-")"
            if states.last != state { states.append(state) }
        }
        pump(host, seconds: 15) {
            record()
            return (field.text ?? "").contains("_Commit_")
        }
        #expect(states.contains { $0.hasSuffix("|Preedit") }, "provisional text arrived as marked text: \(states)")
        #expect((field.text ?? "").contains("_Commit_"), "then committed text: \(states)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/wl-copy")))
    func textAndImagesCopyBothWaysWithAnotherApp() throws {
        let (window, _, _) = scene()
        let host = try open(window, title: "clipboard")
        defer {
            host.close()
            UIPasteboard.general.platformClipboard = nil
        }
        pump(host) { wayland(host).isActive }
        // Another app copies text: the app pastes it.
        let copiedText = compositor.copy(["Grüße from outside ✓"])
        defer { copiedText?.terminate() }
        pump(host) { UIPasteboard.general.string == "Grüße from outside ✓" }
        #expect(UIPasteboard.general.string == "Grüße from outside ✓")
        #expect(!UIPasteboard.general.hasImages)
        // Another app copies a PNG: the app pastes an image.
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: { let format = UIGraphicsImageRendererFormat(); format.scale = 1; return format }()).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 16))
        }
        let copiedImage = compositor.copy(["--type", "image/png"], input: picture.pngData())
        defer { copiedImage?.terminate() }
        pump(host) { UIPasteboard.general.image != nil }
        let pasted = try #require(UIPasteboard.general.image?.cgImage)
        #expect(pasted.width == 24 && pasted.height == 16)
        #expect(pasted.rgba(atX: 5, y: 5).red > 200, "the orange picture")
        // The user clicks Copy in the app (compositors give the clipboard only to a client
        // acting on fresh input): another app pastes the text.
        let serial = wayland(host).connection.seat?.lastSerial
        click("clipboard", at: CGPoint(x: 150, y: 90))
        pump(host) { wayland(host).connection.seat?.lastSerial != serial }
        UIPasteboard.general.string = "copied in OpenUIKit — ✓"
        let (paste, output) = try #require(compositor.launch("wl-paste", ["--no-newline"]))
        pump(host) { !paste.isRunning }
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "copied in OpenUIKit — ✓")
        // The app copies an image: another app sees a PNG.
        UIPasteboard.general.image = picture
        let (types, typesOutput) = try #require(compositor.launch("wl-paste", ["--list-types"]))
        pump(host) { !types.isRunning }
        #expect(String(decoding: typesOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("image/png"))
        let (image, imageOutput) = try #require(compositor.launch("wl-paste", ["--type", "image/png"]))
        // A small PNG fits the pipe's buffer: wl-paste finishes before its output is read.
        pump(host) { !image.isRunning }
        let bytes = imageOutput.fileHandleForReading.readDataToEndOfFile()
        #expect(UIImage(data: bytes)?.cgImage?.width == 24, "a PNG of the picture")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/wl-copy")))
    func selectedTextIsThePrimarySelectionAndAMiddleClickPastesIt() throws {
        let (window, _, _) = scene()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        field.text = "Selected words"
        window.addSubview(field)
        let host = try open(window, title: "primary")
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        // The user clicks the field and selects a word: other apps can paste it with a middle click.
        click("primary", at: CGPoint(x: 60, y: 85))
        pump(host) { field.isFirstResponder }
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 8)!)
        pump(host) { host.shownPrimarySelection == "Selected" }
        let (paste, output) = try #require(compositor.launch("wl-paste", ["--primary", "--no-newline"]))
        pump(host) { !paste.isRunning }
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "Selected")
        // Another app selects text; a middle click at the field's end pastes it there.
        let copied = compositor.copy(["--primary", " + more ✓"])
        defer { copied?.terminate() }
        pump(host) { wayland(host).primarySelectionText() == " + more ✓" }
        #expect(wayland(host).primarySelectionText() == " + more ✓")
        click("primary", at: CGPoint(x: 155, y: 85), button: 2)
        pump(host) { field.text != "Selected words" }
        #expect(field.text == "Selected words + more ✓", "pasted where the pointer was: \(field.text ?? "")")
    }

    @Test func theWindowFollowsTheOutputsScaleLive() throws {
        let (window, _, _) = scene()
        let host = try open(window, title: "scale")
        defer {
            host.close()
            compositor.command("output \(SwayCompositor.outputName) scale 1")
        }
        #expect(window.screen.scale == 1)
        var changes: [CGFloat] = []
        let observer = DisplayScaleObserver { changes.append($0.displayScale) }
        window.rootViewController?.view.addSubview(observer)
        compositor.command("output \(SwayCompositor.outputName) scale 2")
        pump(host) { window.screen.scale == 2 }
        compositor.command("[title=\"scale\"] move position center")
        #expect(window.screen.scale == 2)
        #expect(window.traitCollection.displayScale == 2)
        #expect(window.bounds.size == CGSize(width: 160, height: 100), "the window keeps its size in points")
        #expect(wayland(host).pixelWidth == 320 && wayland(host).pixelHeight == 200)
        settle(host)
        #expect(changes.contains(2), "views heard the new display scale")
        let frame = try #require(rect(of: "scale"))
        // Output pixels are twice the layout's: the stripe's inside edge is at 80 pixels.
        let x = Int(frame.minX) * 2, y = Int(frame.minY) * 2 + 20
        let screen = try #require(screenshotOnce(seconds: 5) { image in
            x >= 0 && x + 100 < image.width && y < image.height && image.rgba(atX: x + 10, y: y).blue > 150
        })
        lookAt(screen, name: "wayland-scale-2")
        try #require(x >= 0 && x + 100 < screen.width && y < screen.height, "the window is on the output: \(frame)")
        let stripe = screen.rgba(atX: x + 76, y: y), page = screen.rgba(atX: x + 84, y: y)
        #expect(stripe.blue > 150 && stripe.red < 150 && page.red > 200, "indigo to 80 pixels, white after: \(stripe), \(page) \(frame) \(screen.width)")
    }

    @Test func aSceneThatMayNotGoFullScreenStaysInItsWindow() throws {
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)), connectionOptions: UIScene.ConnectionOptions())
        scene.title = "no full screen"
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let host = try open(window, title: "no full screen")
        defer { host.close() }
        let surface = wayland(host)
        // Allowed, as by default: the compositor's full screen takes the whole output.
        compositor.command("[title=\"no full screen\"] fullscreen enable")
        pump(host) { surface.isFullscreen && window.bounds.width == CGFloat(SwayCompositor.outputSize.width) }
        #expect(surface.isFullscreen && window.bounds.width == CGFloat(SwayCompositor.outputSize.width))
        compositor.command("[title=\"no full screen\"] fullscreen disable")
        pump(host) { !surface.isFullscreen && window.bounds.width == 160 }
        #expect(!surface.isFullscreen)

        scene.sizeRestrictions?.allowsFullScreen = false
        pump(host) { !surface.allowsFullScreen }
        compositor.command("[title=\"no full screen\"] fullscreen enable")
        pump(host) { surface.fullScreenRefusals > 0 && !surface.isFullscreen && rect(of: "no full screen")?.width == 160 }
        #expect(surface.fullScreenRefusals > 0, "the window asked out of full screen")
        #expect(!surface.isFullscreen && rect(of: "no full screen")?.width == 160, "and the compositor took it out")
        #expect(window.bounds.width == 160)

        // Forbidden while full screen: out at once, back to the size it had before.
        scene.sizeRestrictions?.allowsFullScreen = true
        pump(host) { surface.allowsFullScreen }
        compositor.command("[title=\"no full screen\"] fullscreen enable")
        pump(host) { surface.isFullscreen && window.bounds.width == CGFloat(SwayCompositor.outputSize.width) }
        scene.sizeRestrictions?.allowsFullScreen = false
        pump(host) { !surface.isFullscreen && window.bounds.width == 160 && rect(of: "no full screen")?.width == 160 }
        #expect(!surface.isFullscreen && window.bounds.width == 160 && rect(of: "no full screen")?.width == 160)
    }

    /// The nested compositor has no touchscreen, so the seat gets the touch events the
    /// compositor sends for one, as it sends them: each finger's down, motion and up.
    @Test func everyFingerOfATouchscreenIsATouch() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let root = UIViewController()
        window.rootViewController = root
        var scales: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            scales.append((recognizer as! UIPinchGestureRecognizer).scale)
        }
        root.view.addGestureRecognizer(pinch)
        window.makeKeyAndVisible()
        let host = try open(window, title: "touchscreen")
        defer { host.close() }
        let surface = wayland(host), seat = try #require(surface.connection.seat)
        seat.touchDown(surface.surface, id: 7, x: 100, y: 100, serial: 1)
        seat.touchDown(surface.surface, id: 9, x: 200, y: 100, serial: 2)
        for step in 1...5 {
            seat.touchMoved(id: 7, x: 100 - Double(step) * 10, y: 100)
            seat.touchMoved(id: 9, x: 200 + Double(step) * 10, y: 100)
        }
        host.processEvents()
        #expect(states.first == .began && abs((scales.last ?? 0) - 2) < 0.001, "two fingers pinched out to twice their distance")
        #expect(window.activeTouchLocation(WindowHost.fingerTouchID(9)) == CGPoint(x: 250, y: 100))
        seat.touchUp(id: 7)
        seat.touchUp(id: 9)
        host.processEvents()
        #expect(states.last == .ended)

        seat.touchDown(surface.surface, id: 7, x: 100, y: 100, serial: 3)
        seat.touchDown(surface.surface, id: 9, x: 200, y: 100, serial: 4)
        seat.touchMoved(id: 9, x: 260, y: 100)
        seat.touchCancelled()
        host.processEvents()
        #expect(states.last == .cancelled, "the compositor took the fingers")
        #expect(window.activeTouchLocation(WindowHost.fingerTouchID(7)) == nil)
        seat.touchUp(id: 9)
        seat.touchMoved(id: 12, x: 10, y: 10)
        host.processEvents()
        #expect(states.last == .cancelled, "fingers it no longer knows are ignored")
    }

    @Test func theCompositorClosingTheWindowEndsTheHost() throws {
        let (window, _, _) = scene()
        let host = try open(window, title: "close me")
        var asked = 0
        host.onCloseRequest = { asked += 1 }
        compositor.command("[title=\"close me\"] kill")
        pump(host) { host.isClosed }
        #expect(asked == 1 && host.isClosed)
        #expect(!host.presentFrame())
    }

    /// Runs every window of `desktop` as the main loop does until `done`.
    private func pump(_ desktop: DesktopWindows, seconds: Double = 5, until done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !done(), ContinuousClock.now < deadline {
            for presenter in desktop.presenters { presenter.host.surface.waitForEvents(timeout: 0.01) }
            desktop.refresh()
        }
    }

    @Test func twoWindowsOfOneApp() throws {
        WindowsSceneDelegate.windowSize = CGSize(width: 200, height: 120)
        let app = WindowsSceneDelegate.launch()
        let desktop = DesktopWindows(backend: WaylandBackend.self, environment: environment)
        var ended = false
        desktop.onLastWindowClosed = { ended = true }
        MainLoop.desktop = desktop
        defer {
            desktop.closeAll()
            MainLoop.desktop = nil
        }
        desktop.reconcile()
        #expect(desktop.presenters.count == 1, "the launch scene's window opened")
        app.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: WindowsSceneDelegate.activity("inspector")))
        #expect(desktop.presenters.count == 2, "the new scene opened a second window")
        pump(desktop) { rect(of: "Windows: main") != nil && rect(of: "Windows: inspector") != nil }
        // Side by side, so that each can be clicked.
        compositor.command("[title=\"Windows: main\"] move position 100 100")
        compositor.command("[title=\"Windows: inspector\"] move position 400 100")
        pump(desktop) { rect(of: "Windows: main")?.minX == 100 && rect(of: "Windows: inspector")?.minX == 400 }
        let main = try #require(app.windowsScene("main")), inspector = try #require(app.windowsScene("inspector"))
        let screen = try #require(screenshotOnce(seconds: 5) { image in
            image.rgba(atX: 110, y: 200).red < 60 && image.rgba(atX: 410, y: 200).red > 200
        })
        #expect(screen.rgba(atX: 110, y: 200).blue > 200, "the main window shows its blue page")
        #expect(screen.rgba(atX: 410, y: 200).green < 200 && screen.rgba(atX: 410, y: 200).blue < 80, "the inspector its orange one")
        lookAt(screen, name: "wayland-two-windows")

        click("Windows: main", at: CGPoint(x: 80, y: 42))
        pump(desktop) { main.taps == 1 && main.window?.isKeyWindow == true }
        #expect(main.taps == 1 && inspector.taps == 0, "a click reaches the window under it")
        #expect(main.window?.isKeyWindow == true, "the window the compositor focused became key")
        click("Windows: inspector", at: CGPoint(x: 80, y: 42))
        pump(desktop) { inspector.taps == 1 && inspector.window?.isKeyWindow == true }
        #expect(inspector.taps == 1 && main.taps == 1)
        #expect(inspector.window?.isKeyWindow == true && main.window?.isKeyWindow == false)
        // The app asks for its main window again: the compositor brings it forward (xdg-activation).
        let mainSession = try #require(main.window?.windowScene?.session)
        app.activateSceneSession(for: UISceneSessionActivationRequest(session: mainSession, userActivity: WindowsSceneDelegate.activity("again")))
        pump(desktop) { main.window?.isKeyWindow == true }
        #expect(main.window?.isKeyWindow == true, "the activated window has the keyboard")
        #expect(WindowsSceneDelegate.events.last == "main: continue again")
        #expect(app.scenesInOrder.count == 2, "no new scene")

        compositor.command("[title=\"Windows: inspector\"] kill")
        pump(desktop) { desktop.presenters.count == 1 }
        #expect(desktop.presenters.count == 1 && app.scenesInOrder.count == 1, "closing a window ends its scene")
        #expect(WindowsSceneDelegate.events.suffix(3) == ["inspector: resign", "inspector: background", "inspector: disconnect"])
        #expect(!ended, "the app goes on with its other window")
        #expect(main.window?.isKeyWindow == true)
        pump(desktop, seconds: 1) { rect(of: "Windows: inspector") == nil }
        #expect(rect(of: "Windows: inspector") == nil && rect(of: "Windows: main") != nil)

        compositor.command("[title=\"Windows: main\"] kill")
        pump(desktop) { ended }
        #expect(ended, "closing the last window ends the app")
    }

    @Test func aCompositorThatGoesAwayEndsTheHostCleanly() throws {
        let doomed = try #require(SwayCompositor.startPrivate())
        defer { doomed.stop() }
        let (window, _, _) = scene()
        let host = try WindowHost(window: window, backend: WaylandBackend.self, title: "doomed", environment: doomed.environment)
        var asked = 0
        host.onCloseRequest = { asked += 1 }
        host.presentFrame()
        doomed.crash()
        pump(host) { host.isClosed }
        #expect(asked == 1 && host.isClosed, "the app ends as if its window were closed")
        #expect(!host.presentFrame())
    }

    /// The demo, built beside the test bundle by `swift build --build-tests`.
    private var demo: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("demo")
    }

    /// Starts the demo on the compositor (with `extra` in its environment) and waits for
    /// its window; returns the process and where the window is on the output.
    private func launchDemo(_ extra: [String: String] = [:]) throws -> (Process, CGRect) {
        let process = Process()
        process.executableURL = demo
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["OPENUIKIT_HOST"] = nil
        environment["OPENUIKIT_DEMO_SCREEN"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        environment.merge(extra) { $1 }
        environment.merge(compositor.environment) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let shown = waitFor(seconds: 60) { (compositor.windowRects().first { $0.name == "demo" }?.rect.width ?? 0) > 0 }
        guard shown, let frame = compositor.windowRects().first(where: { $0.name == "demo" })?.rect else {
            process.terminate()
            throw DemoDidNotOpen()
        }
        return (process, frame)
    }

    private struct DemoDidNotOpen: Error {}

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("demo").path)))
    func theDemoRunsInAWaylandWindow() throws {
        let (process, frame) = try launchDemo()
        defer { if process.isRunning { process.terminate() } }
        // The launcher: a tiled window filling the output, its large title drawn.
        let launcher = try #require(screenshotOnce(seconds: 30) { image in
            // Dark pixels of the title "OpenUIKit" in the window's top-left corner.
            darkPixels(image, in: CGRect(x: frame.minX + 10, y: frame.minY + 60, width: 220, height: 60)) > 300
        })
        lookAt(launcher, name: "wayland-demo-launcher")
        // The first row opens the glass droplets: a colourful screen.
        compositor.click(at: CGPoint(x: frame.minX + 300, y: frame.minY + 190))
        let glass = try #require(screenshotOnce(seconds: 30) { saturatedPixels($0, in: frame) > Int(frame.width * frame.height) / 4 })
        lookAt(glass, name: "wayland-demo-glass")
        // Closing the window ends the app, cleanly.
        compositor.command("[title=\"demo\"] kill")
        _ = waitFor(seconds: 20) { !process.isRunning }
        #expect(!process.isRunning)
        if !process.isRunning { #expect(process.terminationStatus == 0) }
    }

    /// Where the compositor draws no title bar (GNOME's Mutter), libdecor draws one; sway
    /// draws its own, so the demo runs with `LIBDECOR_FORCE_CSD=1`, libdecor's switch.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("demo").path)))
    func aDrawnTitleBarWhereTheCompositorDrawsNone() throws {
        let (process, frame) = try launchDemo(["LIBDECOR_FORCE_CSD": "1"])
        defer { if process.isRunning { process.terminate() } }
        let titleBar = CGRect(x: frame.minX + 4, y: frame.minY + 2, width: frame.width - 8, height: 18)
        let screen = try #require(screenshotOnce(seconds: 30) { image in
            darkPixels(image, in: titleBar) > Int(titleBar.width * titleBar.height) / 2
                && darkPixels(image, in: CGRect(x: frame.minX + 10, y: frame.minY + 84, width: 220, height: 60)) > 300
        })
        lookAt(screen, name: "wayland-drawn-title-bar")
        #expect(darkPixels(screen, in: titleBar) > Int(titleBar.width * titleBar.height) / 2, "a dark title bar across the top")
        #expect(pixels(screen, in: titleBar) { $0.red > 200 && $0.green > 200 && $0.blue > 200 } > 20, "its light title and buttons")
        // The title bar's rightmost button closes the window, which ends the app cleanly.
        compositor.click(at: CGPoint(x: frame.maxX - 16, y: frame.minY + 12))
        _ = waitFor(seconds: 20) { !process.isRunning }
        #expect(!process.isRunning, "the drawn close button closed the window")
        if !process.isRunning { #expect(process.terminationStatus == 0) }
    }

    private func waitFor(seconds: Double, _ done: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if done() { return true }
            usleep(100_000)
        }
        return done()
    }

    /// The first screenshot within `seconds` that satisfies `test`.
    func screenshotOnce(seconds: Double, _ test: (CGImage) -> Bool) -> CGImage? {
        var found: CGImage?
        _ = waitFor(seconds: seconds) {
            guard let image = compositor.screenshot(), test(image) else { return false }
            found = image
            return true
        }
        return found
    }

    private func pixels(_ image: CGImage, in rect: CGRect, _ count: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        let area = rect.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return 0 }
        var total = 0
        for y in stride(from: Int(area.minY), to: Int(area.maxY), by: 2) {
            for x in stride(from: Int(area.minX), to: Int(area.maxX), by: 2) where count(image.rgba(atX: x, y: y)) { total += 4 }
        }
        return total
    }

    private func darkPixels(_ image: CGImage, in rect: CGRect) -> Int {
        pixels(image, in: rect) { Int($0.red) + Int($0.green) + Int($0.blue) < 150 }
    }

    private func saturatedPixels(_ image: CGImage, in rect: CGRect) -> Int {
        pixels(image, in: rect) { max($0.red, $0.green, $0.blue) - min($0.red, $0.green, $0.blue) > 90 }
    }

    @Test func aMissingCompositorIsAClearError() {
        #expect(throws: WaylandConnection.OpenError.self) {
            _ = try WaylandWindow(size: HostPixelSize(width: 10, height: 10), scale: 1, title: "x", displayName: "/nonexistent/wayland-9")
        }
        #expect(!WaylandBackend.isAvailable(environment: [:]))
        #expect(WaylandBackend.isAvailable(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
    }

    /// Saves `image` for a person to look at when `OPENUIKIT_LOOK` names a folder.
    func lookAt(_ image: CGImage, name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        _ = try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
    }
}
