import CX11
import Foundation

/// A private IBus: its own session bus and home, the XIM server on the test display, the
/// Wubi table engine chosen.
final class IBus {
    static var isInstalled: Bool {
        ["/usr/bin/ibus-daemon", "/usr/bin/ibus", "/usr/libexec/ibus-x11", "/usr/bin/dbus-daemon"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
            && FileManager.default.fileExists(atPath: "/usr/share/ibus-table/tables/wubi-jidian86.db")
    }

    private let bus: PrivateSessionBus
    private let daemon: Process
    let environment: [String: String]

    private init(bus: PrivateSessionBus, daemon: Process, environment: [String: String]) {
        self.bus = bus
        self.daemon = daemon
        self.environment = environment
    }

    static func start(display: String) -> IBus? {
        let home = NSTemporaryDirectory() + "openuikit-ibus-\(getpid())"
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        guard let bus = PrivateSessionBus() else { return nil }
        let address = bus.address
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
        guard (try? daemon.run()) != nil else { return nil }
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
        bus.process.terminate()
        // ibus-daemon's helpers (the XIM server, the engine) end with its bus.
        try? FileManager.default.removeItem(atPath: environment["HOME"] ?? "")
    }
}
