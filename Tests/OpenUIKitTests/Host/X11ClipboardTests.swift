import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitX11
import Testing

/// CLIPBOARD and PRIMARY on a real X server, with xclip as the other app: text, images and
/// large items (sent in pieces) both ways, the primary selection, and the clipboard
/// manager taking over what the app copied when its window closes.
@MainActor
@Suite(
    "X11 clipboard", .serialized,
    .enabled(if: XvfbServer.displayName != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip"), "needs Xvfb and xclip"))
struct X11ClipboardTests {
    private let display = XvfbServer.displayName
    private var environment: [String: String] { ["DISPLAY": display ?? ""] }

    private func open() throws -> (WindowHost, UIWindow) {
        let (window, _, _) = HostTestScene.make()
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: environment)
        host.presentFrame()
        return (host, window)
    }

    /// Runs the host's events until `done`, for five seconds at most.
    private func pump(_ host: WindowHost, until done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(5)
        while !done(), ContinuousClock.now < deadline {
            host.surface.waitForEvents(timeout: 0.02)
            host.processEvents()
        }
    }

    /// Starts xclip on the display with `arguments`, writing `input` to it.
    private func xclip(_ arguments: [String], input: Data? = nil) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            // A large input is written on a thread of its own: the pipe holds only 64 KB.
            let handle = inputPipe.fileHandleForWriting
            Thread {
                handle.write(input)
                try? handle.close()
            }.start()
        }
        return (process, output)
    }

    /// What xclip pastes from `selection` as `type`, while the host serves it.
    private func pasteElsewhere(_ host: WindowHost, selection: String = "clipboard", type: String? = nil) throws -> Data {
        let (process, output) = try xclip(["-selection", selection, "-o"] + (type.map { ["-t", $0] } ?? []))
        // Read on a thread of its own: a large paste fills the pipe before xclip ends.
        let received = ReceivedBytes()
        let reader = Thread { received.finish(output.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        pump(host) { !process.isRunning }
        return received.wait()
    }

    /// Another app copies `data` as `type` to `selection`; the caller stops it.
    private func copyElsewhere(_ data: Data, selection: String = "clipboard", type: String? = nil) throws -> Process {
        try xclip(["-selection", selection, "-i", "-quiet"] + (type.map { ["-t", $0] } ?? []), input: data).0
    }

    @Test func textCopiesBothWays() throws {
        let (host, _) = try open()
        defer {
            host.close()
            UIPasteboard.general.platformClipboard = nil
        }
        UIPasteboard.general.string = "from OpenUIKit — ✓"
        #expect(String(decoding: try pasteElsewhere(host), as: UTF8.self) == "from OpenUIKit — ✓")
        let other = try copyElsewhere(Data("Grüße from another app".utf8))
        defer { other.terminate() }
        pump(host) { UIPasteboard.general.string == "Grüße from another app" }
        #expect(UIPasteboard.general.string == "Grüße from another app", "loaded when the other app copied, without waiting")
    }

    @Test func imagesCopyBothWays() throws {
        let (host, _) = try open()
        defer {
            host.close()
            UIPasteboard.general.platformClipboard = nil
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 16))
        }
        UIPasteboard.general.image = picture
        let targets = String(decoding: try pasteElsewhere(host, type: "TARGETS"), as: UTF8.self)
        #expect(targets.contains("image/png"), "the app offers a PNG: \(targets)")
        #expect(UIImage(data: try pasteElsewhere(host, type: "image/png"))?.cgImage?.width == 24)
        let other = try copyElsewhere(try #require(picture.pngData()), type: "image/png")
        defer { other.terminate() }
        pump(host) { UIPasteboard.general.hasImages }
        let pasted = try #require(UIPasteboard.general.image?.cgImage)
        #expect(pasted.width == 24 && pasted.height == 16 && pasted.rgba(atX: 5, y: 5).red > 200, "the orange picture")
    }

    @Test func largeItemsGoInPieces() throws {
        let (host, _) = try open()
        defer {
            host.close()
            UIPasteboard.general.platformClipboard = nil
        }
        let large = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyz ✓\n", count: 60_000)
        #expect(large.utf8.count > 2_000_000, "far more than one request can carry")
        UIPasteboard.general.string = large
        #expect(try pasteElsewhere(host) == Data(large.utf8), "served in pieces (INCR)")
        let copied = "another app's " + String(large.reversed())
        let other = try copyElsewhere(Data(copied.utf8))
        defer { other.terminate() }
        pump(host) { UIPasteboard.general.string?.utf8.count == copied.utf8.count }
        #expect(UIPasteboard.general.string == copied, "received in pieces")
    }

    @Test func selectedTextIsPrimaryAndAMiddleClickPastesIt() throws {
        let (host, window) = try open()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        field.text = "Selected words"
        window.addSubview(field)
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 8)!)
        host.presentFrame()
        #expect(String(decoding: try pasteElsewhere(host, selection: "primary"), as: UTF8.self) == "Selected", "the selection is PRIMARY")
        let other = try copyElsewhere(Data(" + more ✓".utf8), selection: "primary")
        defer { other.terminate() }
        pump(host) { host.surface.primarySelectionText() == " + more ✓" }
        middleClick(host, at: CGPoint(x: 155, y: 85))
        pump(host) { field.text != "Selected words" }
        #expect(field.text == "Selected words + more ✓", "a middle click pastes PRIMARY where the pointer is")
    }

    @Test func theClipboardManagerKeepsWhatTheAppCopiedWhenItCloses() throws {
        let (host, _) = try open()
        defer { UIPasteboard.general.platformClipboard = nil }
        let manager = ClipboardManagerStandIn(display: display)
        manager.start()
        defer { manager.cancel() }
        while !manager.isReady { usleep(10_000) }
        UIPasteboard.general.string = "kept after the app ends"
        host.close()
        while !manager.isFinished { usleep(10_000) }
        #expect(manager.saved == "kept after the app ends")
    }

    @Test func withoutXFixesTheClipboardLoadsWhenAsked() throws {
        let connection = try #require(XOpenDisplay(display))
        defer { XCloseDisplay(connection) }
        let window = XCreateSimpleWindow(connection, XDefaultRootWindow(connection), 0, 0, 1, 1, 0, 0, 0)
        XSelectInput(connection, window, PropertyChangeMask)
        let clipboard = X11Clipboard(display: connection, window: window, fixesEventBase: nil)
        let other = try copyElsewhere(Data("asked for".utf8))
        defer { other.terminate() }
        usleep(300_000)
        var text: String?
        let deadline = ContinuousClock.now + .seconds(5)
        while text == nil, ContinuousClock.now < deadline {
            // Asking starts the load; the answers arrive as events.
            text = clipboard.currentContents?[HostClipboardType.text].map { String(decoding: $0, as: UTF8.self) }
            var event = XEvent()
            while XPending(connection) > 0 {
                XNextEvent(connection, &event)
                if event.type == SelectionNotify { clipboard.selectionArrived(event.xselection) }
                if event.type == PropertyNotify { clipboard.propertyChanged(event.xproperty) }
            }
            usleep(10_000)
        }
        #expect(text == "asked for")
        #expect(clipboard.currentContents?[HostClipboardType.text] == Data("asked for".utf8), "what loaded stays until the owner changes")
    }

    private func middleClick(_ host: WindowHost, at point: CGPoint) {
        guard let client = XOpenDisplay(display) else { return }
        let target = Window((host.surface as! X11Window).identifier)
        var event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.window = target
        event.xbutton.x = Int32(point.x)
        event.xbutton.y = Int32(point.y)
        event.xbutton.button = UInt32(Button2)
        event.xbutton.same_screen = 1
        XSendEvent(client, target, 0, ButtonPressMask, &event)
        XFlush(client)
        XCloseDisplay(client)
    }
}

/// A clipboard manager in miniature, on a thread of its own: it owns CLIPBOARD_MANAGER and,
/// asked to save the clipboard's targets, takes the clipboard's text before saying it has.
private final class ClipboardManagerStandIn: @unchecked Sendable {
    let displayName: String?
    private let lock = NSLock()
    private var _ready = false, _finished = false, _cancelled = false, _saved: String?
    var isReady: Bool { lock.withLock { _ready } }
    var isFinished: Bool { lock.withLock { _finished } }
    private var isCancelled: Bool { lock.withLock { _cancelled } }
    var saved: String? { lock.withLock { _saved } }

    init(display: String?) {
        displayName = display
    }

    func start() {
        Thread { [self] in
            run()
            lock.withLock {
                _finished = true
                _ready = true
            }
        }.start()
    }

    func cancel() { lock.withLock { _cancelled = true } }

    private func run() {
        guard let client = XOpenDisplay(displayName) else { return }
        defer { XCloseDisplay(client) }
        let window = XCreateSimpleWindow(client, XDefaultRootWindow(client), 0, 0, 1, 1, 0, 0, 0)
        let manager = XInternAtom(client, "CLIPBOARD_MANAGER", 0), saveTargets = XInternAtom(client, "SAVE_TARGETS", 0)
        let clipboard = XInternAtom(client, "CLIPBOARD", 0), utf8 = XInternAtom(client, "UTF8_STRING", 0)
        let property = XInternAtom(client, "SAVED", 0)
        XSetSelectionOwner(client, manager, window, UInt(CurrentTime))
        XFlush(client)
        lock.withLock { _ready = true }
        var pendingSave: XSelectionRequestEvent?
        var event = XEvent()
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline, !isCancelled {
            guard XPending(client) > 0 else {
                usleep(5_000)
                continue
            }
            XNextEvent(client, &event)
            if event.type == SelectionRequest, event.xselectionrequest.target == saveTargets {
                pendingSave = event.xselectionrequest
                XConvertSelection(client, clipboard, utf8, property, window, UInt(CurrentTime))
                XFlush(client)
            } else if event.type == SelectionNotify, event.xselection.selection == clipboard, let request = pendingSave {
                var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
                var data: UnsafeMutablePointer<UInt8>?
                if XGetWindowProperty(client, window, property, 0, 1 << 16, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data) == Success, let data {
                    let text = String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
                    lock.withLock { _saved = text }
                    XFree(data)
                }
                var reply = XEvent()
                reply.xselection.type = SelectionNotify
                reply.xselection.requestor = request.requestor
                reply.xselection.selection = request.selection
                reply.xselection.target = request.target
                reply.xselection.property = request.property
                reply.xselection.time = request.time
                XSendEvent(client, request.requestor, 0, 0, &reply)
                XFlush(client)
                return
            }
        }
    }
}

/// Bytes a reader thread delivers once.
private final class ReceivedBytes: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func finish(_ bytes: Data) {
        data = bytes
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
