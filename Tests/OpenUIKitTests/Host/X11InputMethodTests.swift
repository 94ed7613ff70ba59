import CX11
import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit
import OpenUIKitHost
@testable import OpenUIKitX11
import Testing

/// IBus, reached through XIM as GTK and Qt apps reach it, with its Wubi table: typing
/// composes provisional (marked) text in a text field, and a space commits the character.
@MainActor
@Suite(
    "X11 input method", .serialized,
    .enabled(
        if: XvfbServer.displayName != nil && IBus.isInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"),
        "needs Xvfb, xdotool, ibus and ibus-table-wubi"))
struct X11InputMethodTests {
    @Test func typingComposesMarkedTextAndASpaceCommitsIt() throws {
        let display = try #require(XvfbServer.displayName)
        let ibus = try #require(IBus.start(display: display), "IBus started")
        defer { ibus.stop() }

        let (window, _, _) = HostTestScene.make()
        let field = UITextField(frame: CGRect(x: 0, y: 70, width: 160, height: 30))
        window.addSubview(field)
        let host = try WindowHost(window: window, backend: X11Backend.self, environment: ["DISPLAY": display, "XMODIFIERS": "@im=ibus"])
        defer {
            host.close()
            _ = field.resignFirstResponder()
        }
        let surface = host.surface as! X11Window
        field.becomeFirstResponder()
        host.presentFrame()
        // The user gives the window the keyboard.
        ibus.run("xdotool", ["windowfocus", "--sync", "\(surface.identifier)"])
        pump(host) { surface.hasFocus }
        #expect(surface.hasFocus)

        var states: [String] = []
        func record() {
            let marked = field.markedTextRange.flatMap { field.text(in: $0) }
            let state = "\(field.text ?? "")|\(marked ?? "-")"
            if states.last != state { states.append(state) }
        }
        func marked() -> String? { field.markedTextRange.flatMap { field.text(in: $0) } }
        // One key at a time, each given time to reach the engine (a cold table loads slowly).
        for _ in 1...4 {
            let before = marked()
            ibus.run("xdotool", ["key", "g"])
            pump(host, seconds: 3) {
                record()
                return marked() != nil && marked() != before
            }
        }
        // Wubi shows its first candidate as the provisional text: 王 for gggg.
        pump(host, seconds: 10) {
            record()
            return marked() == "王"
        }
        #expect(states.contains { !$0.hasSuffix("|-") }, "keys composed marked text: \(states)")
        #expect(marked() == "王", "four keys composed the character, still marked: \(states)")
        ibus.run("xdotool", ["key", "space"])
        pump(host, seconds: 5) {
            record()
            return field.markedTextRange == nil
        }
        #expect(field.text == "王" && field.markedTextRange == nil, "a space committed the character: \(states)")
    }

    private func pump(_ host: WindowHost, seconds: Double = 3, until done: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !done(), ContinuousClock.now < deadline {
            host.surface.waitForEvents(timeout: 0.02)
            host.processEvents()
            host.presentFrame()
        }
    }
}

/// A private IBus: its own session bus and home, the XIM server on the test display, the
/// Wubi table engine chosen.
final class IBus {
    static var isInstalled: Bool {
        ["/usr/bin/ibus-daemon", "/usr/bin/ibus", "/usr/libexec/ibus-x11", "/usr/bin/dbus-daemon"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
            && FileManager.default.fileExists(atPath: "/usr/share/ibus-table/tables/wubi-jidian86.db")
    }

    private let bus: Process
    private let daemon: Process
    let environment: [String: String]

    private init(bus: Process, daemon: Process, environment: [String: String]) {
        self.bus = bus
        self.daemon = daemon
        self.environment = environment
    }

    static func start(display: String) -> IBus? {
        let home = NSTemporaryDirectory() + "openuikit-ibus-\(getpid())"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let bus = Process()
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        bus.standardOutput = output
        bus.standardError = FileHandle.nullDevice
        guard (try? bus.run()) != nil else { return nil }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line.append(byte)
        }
        let address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let environment = [
            "DISPLAY": display, "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
            "DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/ibus-daemon")
        daemon.arguments = ["--xim", "--panel=disable", "--config=/usr/libexec/ibus-memconf", "--replace"]
        daemon.environment = environment
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        guard !address.isEmpty, (try? daemon.run()) != nil else {
            bus.terminate()
            return nil
        }
        let ibus = IBus(bus: bus, daemon: daemon, environment: environment)
        // Ready once it lists and takes the engine (bounded: 15 s).
        let deadline = ContinuousClock.now + .seconds(15)
        while ContinuousClock.now < deadline {
            if ibus.run("ibus", ["engine", "table:wubi-jidian86"]), ibus.output("ibus", ["engine"])?.contains("wubi") == true, ibus.xim(on: display) {
                return ibus
            }
            usleep(200_000)
        }
        ibus.stop()
        return nil
    }

    /// Whether the XIM server has announced itself on the display's root window.
    private func xim(on display: String) -> Bool {
        guard let connection = XOpenDisplay(display) else { return false }
        defer { XCloseDisplay(connection) }
        let servers = XInternAtom(connection, "XIM_SERVERS", 1)
        guard servers != 0 else { return false }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(connection, XDefaultRootWindow(connection), servers, 0, 64, 0, Atom(XA_ATOM), &type, &format, &count, &remaining, &data)
        if let data { XFree(data) }
        return status == Success && count > 0
    }

    @discardableResult
    func run(_ tool: String, _ arguments: [String]) -> Bool {
        output(tool, arguments) != nil
    }

    /// What `tool` prints, when it succeeds within ten seconds.
    func output(_ tool: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    func stop() {
        run("ibus", ["exit"])
        if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) }
        bus.terminate()
        // ibus-daemon's helpers (the XIM server, the engine) end with its bus.
        try? FileManager.default.removeItem(atPath: environment["HOME"] ?? "")
    }
}
